import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { checkHealth } from './health.service';

/** Liveness for ops and the start script: the process answers and the database responds. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/health', async (_request, reply) => {
    const health = await checkHealth(app.db);
    if (health.db === 'down') reply.code(503);
    return ok(health);
  });
}
