import type { FastifyInstance } from 'fastify';
import { confirmSilentReceiptsDue } from './receipt.service';
import { depositTurnoverRequirement } from './turnover-requirement';
import { uplineTransferRoutes } from './upline-transfer.routes';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals.routes';

/** Money out: withdrawal password, payout accounts, requests, operator review, receipts, transfer to upline (docs/payments.md). */
export async function withdrawalsPlugin(app: FastifyInstance): Promise<void> {
  app.withdrawalRequirements.register(depositTurnoverRequirement);
  // Silence after a payout counts as "received" (docs/payments.md "Receipt confirmation").
  app.jobs.define({
    name: 'withdrawals.receipts',
    everyMs: 60_000,
    run: async ({ db, now }) => void (await confirmSilentReceiptsDue(db, now)),
  });
  await app.register(withdrawalsRoutes);
  await app.register(withdrawalsAdminRoutes);
  await app.register(uplineTransferRoutes);
}
