import type { FastifyInstance } from 'fastify';
import { paymentsRoutes } from './payments.routes';

/** The payments domain: deposits (withdrawals, payout accounts and admin actions follow; docs/payments.md). */
export async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(paymentsRoutes);
}
