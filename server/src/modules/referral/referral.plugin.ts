import type { FastifyInstance } from 'fastify';
import { SETTLE_EVERY_MS } from './referral.config';
import { referralRoutes } from './referral.routes';
import { settleDueDays } from './referral.service';

/** Invite friends (docs/referral.md): the call, and the daily commission job (keyed per referrer and day). */
export async function referralPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.define({
    name: 'referral.commission',
    everyMs: SETTLE_EVERY_MS,
    run: async ({ db, now }) => void (await settleDueDays(db, now)),
  });
  await app.register(referralRoutes);
}
