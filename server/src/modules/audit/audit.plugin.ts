import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit.routes';

/** The append-only audit trail of staff actions (docs/back-office.md "Audit"). */
export async function auditPlugin(app: FastifyInstance): Promise<void> {
  await app.register(auditRoutes);
}
