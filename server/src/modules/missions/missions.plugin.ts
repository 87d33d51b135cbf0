import type { FastifyInstance } from 'fastify';
import { missionsAdminRoutes, missionsRoutes } from './missions.routes';

/**
 * Missions domain (docs/promotions.md "Missions and leaderboard"): member calls and operator calls. No job: progress
 * is read from the period's records on demand, and an unclaimed reward simply lapses with its period.
 */
export async function missionsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(missionsRoutes);
  await app.register(missionsAdminRoutes);
}
