import type { FastifyInstance } from 'fastify';
import { depositTurnoverRequirement } from './turnover-requirement';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals.routes';

/** Money out: withdrawal password, payout accounts, requests, operator review (docs/payments.md). */
export async function withdrawalsPlugin(app: FastifyInstance): Promise<void> {
  app.withdrawalRequirements.register(depositTurnoverRequirement);
  await app.register(withdrawalsRoutes);
  await app.register(withdrawalsAdminRoutes);
}
