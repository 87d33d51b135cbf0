import type { FastifyInstance } from 'fastify';
import { bonusWithdrawalRequirements, settleGrants } from './bonus.service';
import { promotionsAdminRoutes, promotionsRoutes } from './promotions.routes';

/**
 * Promotions domain: calls, operator calls, the bonus settlement job (complete met bonuses, forfeit expired ones)
 * and the bonus-wagering withdrawal requirement. The job is idempotent on the grant row and the ledger key.
 */
export async function promotionsPlugin(app: FastifyInstance): Promise<void> {
  app.withdrawalRequirements.register(bonusWithdrawalRequirements);
  app.jobs.define({
    name: 'promotions.bonus-settle',
    everyMs: 60_000,
    run: async ({ db, now }) => void (await settleGrants(db, now)),
  });
  await app.register(promotionsRoutes);
  await app.register(promotionsAdminRoutes);
}
