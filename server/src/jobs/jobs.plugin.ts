import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createScheduler, type Scheduler } from './scheduler';

/**
 * Decorates `app.jobs`. Domain plugins `app.jobs.define(...)` their jobs while registering; the timers start
 * when the server is ready, only when `JOBS_ENABLED` (on for `npm start`, off in tests, which call
 * `app.jobs.runNow(name, at)` with the clock they want).
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const scheduler = createScheduler(app.db, (msg, err) => app.log.error({ err }, msg));
  app.decorate('jobs', scheduler);
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
