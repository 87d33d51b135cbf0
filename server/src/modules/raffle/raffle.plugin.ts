import type { FastifyInstance } from 'fastify';
import { raffleAdminRoutes, raffleRoutes } from './raffle.routes';
import { ensureTodaysRounds } from './raffle.service';

/**
 * Red envelope raffle (docs/promotions.md "Red envelope raffle"): member calls and operator calls. The rounds job
 * creates each running rule's round of the site's day (its seed committed) as the day starts; a read creates it only
 * if the job has not run yet. Tickets are granted by the member's claim call; a seed is shown once its round ended.
 */
export async function rafflePlugin(app: FastifyInstance): Promise<void> {
  app.jobs.define({
    name: 'raffle.rounds',
    everyMs: 60_000,
    run: async ({ db, now }) => void (await ensureTodaysRounds(db, now)),
  });
  await app.register(raffleRoutes);
  await app.register(raffleAdminRoutes);
}
