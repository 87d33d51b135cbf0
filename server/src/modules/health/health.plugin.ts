import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes';

/** Health: liveness of the process and the database for ops and the start script. */
export async function healthPlugin(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}
