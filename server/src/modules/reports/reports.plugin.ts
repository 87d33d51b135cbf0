import type { FastifyInstance } from 'fastify';
import { reportsRoutes } from './reports.routes';

/** Reports for operators (docs/back-office.md "Reports"): read-only figures from the bet records and the paid orders. */
export async function reportsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(reportsRoutes);
}
