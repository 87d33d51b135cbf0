import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { deleteExpiredCounters } from '../db/rate-counter.repository';
import { createScheduler, type Scheduler } from './scheduler';

/**
 * Decorates `app.jobs`. Domain plugins `app.jobs.define(...)` their jobs while registering; the timers start
 * when the server is ready, only when `JOBS_ENABLED` (on for `npm start`, off in tests, which call
 * `app.jobs.runNow(name, at)` with the clock they want).
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const scheduler = createScheduler(app.db, (msg, err) => app.log.error({ err }, msg));
  app.decorate('jobs', scheduler);
  // The shared rate counters (docs/adr/009-cluster.md) keep one row per key; windows that have passed go.
  scheduler.define({
    name: 'housekeeping.rate-counters',
    everyMs: 15 * 60_000,
    run: async ({ db }) => void (await deleteExpiredCounters(db)),
  });
  app.addHook('onReady', async () => {
    if (app.config.JOBS_ENABLED) scheduler.start();
  });
  app.addHook('onClose', async () => scheduler.stop());
});

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Scheduler;
  }
}
