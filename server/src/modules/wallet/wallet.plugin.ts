import type { FastifyInstance } from 'fastify';
import { walletDevRoutes } from './wallet-dev.routes';
import { walletRoutes } from './wallet.routes';

/** The wallet domain: balance for members, plus dev-only ledger endpoints outside production. */
export async function walletPlugin(app: FastifyInstance): Promise<void> {
  await app.register(walletRoutes);
  if (app.config.devMode) await app.register(walletDevRoutes);
}
