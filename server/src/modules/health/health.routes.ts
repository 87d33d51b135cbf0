import type { FastifyInstance } from 'fastify';
import { healthSchema } from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { successEnvelope } from '../../http/response-contract';
import { checkHealth, checkReadiness } from './health.service';

/** Health answers its report with 200 when the database responds and 503 when it does not (docs/api/contract.md). */
const healthAnswer = successEnvelope(healthSchema);

/** Liveness for ops and the start script: the process answers and the database responds. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/wps/health',
    { schema: { response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      const health = await checkHealth(app.db);
      if (health.db === 'down') reply.code(503);
      return ok(health);
    },
  );

  /**
   * Readiness for the load balancer (docs/deployment.md "Several processes"): 200 only when this process should get
   * traffic — migrated, release registry ready, database answering, not draining after SIGTERM. Outside `/wps`
   * (an operations path, like a balancer expects), so it is not part of the player API document.
   */
  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(app.db, app.lifecycle);
    reply.header('cache-control', 'no-store');
    if (!readiness.ready) reply.code(503);
    return ok(readiness);
  });
}
