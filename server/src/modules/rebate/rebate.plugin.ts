import type { FastifyInstance } from 'fastify';
import { rebateRoutes } from './rebate.routes';

/** Manual rebate (docs/rebate.md). */
export async function rebatePlugin(app: FastifyInstance): Promise<void> {
  await app.register(rebateRoutes);
}
