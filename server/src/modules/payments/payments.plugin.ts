import type { FastifyInstance } from 'fastify';
import { expireStaleDeposits } from './deposits.service';
import { paymentsRoutes } from './payments.routes';

/** The payments domain: deposits (withdrawals, payout accounts and admin actions follow; docs/payments.md). */
export async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.define({
    name: 'payments.expire-deposit-orders',
    everyMs: 60_000,
    run: async ({ db, now }) => void (await expireStaleDeposits(db, now)),
  });
  await app.register(paymentsRoutes);
}
