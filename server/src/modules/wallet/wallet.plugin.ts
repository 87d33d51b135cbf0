import type { FastifyInstance } from 'fastify';
import { walletDevRoutes } from './wallet-dev.routes';
import { walletRoutes } from './wallet.routes';
import { balanceStreamRoutes } from './balance-stream.routes';
import { adjustmentsRoutes } from './adjustments.routes';

/**
 * The wallet domain: balance for members (read and pushed), operator adjustments, plus dev-only ledger endpoints
 * outside production.
 */
export async function walletPlugin(app: FastifyInstance): Promise<void> {
  await app.register(walletRoutes);
  await app.register(balanceStreamRoutes);
  await app.register(adjustmentsRoutes);
  if (app.config.devMode) await app.register(walletDevRoutes);
}
