import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../http/reply';

/** Liveness for ops and the start script: the process answers and the database responds. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/health', async (_request, reply) => {
    const db = await sql`select 1`.execute(app.db).then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    if (db === 'down') reply.code(503);
    return ok({ status: db === 'ok' ? 'ok' : 'degraded', db });
  });
}
