import type { FastifyInstance } from 'fastify';
import { PROMOTE_EVERY_MS } from './vip.config';
import { vipRoutes } from './vip.routes';
import { promoteMembers } from './vip.service';

/** VIP / player rank (docs/vip.md): the member's status and the promotion job. */
export async function vipPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.define({
    name: 'vip.promote',
    everyMs: PROMOTE_EVERY_MS,
    // A minute of overlap with the previous run: a round settling while it ran is looked at again, harmlessly.
    run: async ({ db, lastFinishedAt }) =>
      void (await promoteMembers(db, new Date((lastFinishedAt ?? new Date(0)).getTime() - 60_000))),
  });
  await app.register(vipRoutes);
}
