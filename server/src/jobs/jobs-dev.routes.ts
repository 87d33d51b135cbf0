import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { ok } from '../http/reply';
import { ERROR_CODES } from '@site/shared/schemas';
import { setDevClockOffset } from './dev-clock';

const runJobParamsSchema = z.object({ name: z.string().min(1).max(100) });
/** The job's clock: a settlement job run "tomorrow" settles today's period (docs/agents.md "Settlement"). */
const runJobBodySchema = z.object({ at: z.iso.datetime().optional() }).strict();
const setClockBodySchema = z.object({ at: z.iso.datetime({ offset: true }) }).strict();

/**
 * Dev/test-only (registered only when `config.devMode`): runs a scheduled job now, optionally at another clock,
 * through the same lease as a timer tick. The end-to-end tests use it as their test clock for settlements;
 * production runs jobs only on their schedule (or by the admin CLI at the real time).
 *
 * The dev clock (`PUT /wps/dev/clock {at}`, `DELETE /wps/dev/clock` = the real time again) moves what scheduled
 * content sees as now (plugins/clock.ts) and is the default clock of a job run without `at`.
 */
export async function jobsDevRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/wps/dev/jobs/:name/run',
    { schema: { params: runJobParamsSchema, body: runJobBodySchema } },
    async (request) => {
      const { name } = request.params;
      if (!app.jobs.names().includes(name)) throw new AppError(404, ERROR_CODES.NOT_FOUND, `No job ${name}`);
      const at = request.body.at ? new Date(request.body.at) : await app.clock.now();
      return ok({ job: name, at: at.toISOString(), ran: await app.jobs.runNow(name, at) });
    },
  );
  const clockAnswer = async () => {
    const now = await app.clock.now();
    return ok({ now: now.toISOString(), offsetMs: now.getTime() - Date.now() });
  };
  app.get('/wps/dev/clock', clockAnswer);
  app.put('/wps/dev/clock', { schema: { body: setClockBodySchema } }, async (request) => {
    await setDevClockOffset(app.db, Date.parse(request.body.at) - Date.now());
    return clockAnswer();
  });
  app.delete('/wps/dev/clock', async () => {
    await setDevClockOffset(app.db, 0);
    return clockAnswer();
  });
}
