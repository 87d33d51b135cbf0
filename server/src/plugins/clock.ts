import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { devClockOffset } from '../jobs/dev-clock';

/** The server's idea of "now" for what players see on a schedule (banners). */
export interface Clock {
  now(): Promise<Date>;
}

/**
 * Decorates `app.clock`. In production it is the real time and reads nothing. A dev/test server (devMode) adds the
 * dev clock's offset, which the end-to-end tests move with `PUT /wps/dev/clock` — the same clock the dev job runner
 * (`POST /wps/dev/jobs/:name/run` without `at`) runs jobs at — so a test can schedule a banner for later, move the
 * clock and see it appear.
 */
export const clockPlugin = fp(
  async (app: FastifyInstance) => {
    const clock: Clock = app.config.devMode
      ? { now: async () => new Date(Date.now() + (await devClockOffset(app.db))) }
      : { now: async () => new Date() };
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
