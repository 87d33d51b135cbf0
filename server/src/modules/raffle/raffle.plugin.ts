import type { FastifyInstance } from 'fastify';
import { raffleAdminRoutes, raffleRoutes } from './raffle.routes';

/**
 * Red envelope raffle (docs/promotions.md "Red envelope raffle"): member calls and operator calls. No job: tickets
 * are granted when the member reads them, a round is created (its seed committed) by the first read of its day, and
 * its seed is shown once its end has passed.
 */
export async function rafflePlugin(app: FastifyInstance): Promise<void> {
  await app.register(raffleRoutes);
  await app.register(raffleAdminRoutes);
}
