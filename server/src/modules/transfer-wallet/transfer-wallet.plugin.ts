import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { vendorTransferRoutes } from '../vendor-demo-transfer/vendor-transfer.routes';
import { reconcilePending } from './reconcile';
import { DEMO_TRANSFER_VENDOR, RECONCILE_EVERY_MS, VENDOR_TIMEOUT_MS } from './transfer-wallet.config';
import { transferWalletRoutes } from './transfer-wallet.routes';
import type { TransferWalletDeps } from './transfer-wallet.service';
import { demoVendorClient, type TransferVendorClient } from './transfer-vendor.client';

/**
 * Transfer wallets (docs/payments.md "Transfer wallets"): the member's calls, the reconciliation job, and the demo
 * transfer-wallet vendor (a third party in its own module, reached only through its signed API). `app.transferWallets`
 * exposes the vendor timeout (tests shorten it) and the deps (tests and the seed call the service with them).
 */
export const transferWalletPlugin = fp(async (app: FastifyInstance): Promise<void> => {
  const settings = { vendorTimeoutMs: VENDOR_TIMEOUT_MS };
  const clients = new Map<string, TransferVendorClient>([
    [
      DEMO_TRANSFER_VENDOR,
      demoVendorClient(app, app.config.VENDOR_SECRET_DTW, () => settings.vendorTimeoutMs),
    ],
  ]);
  const deps: TransferWalletDeps = { db: app.db, client: (code) => clients.get(code) };
  app.decorate('transferWallets', { settings, deps });
  app.jobs.define({
    name: 'transfer-wallet.reconcile',
    everyMs: RECONCILE_EVERY_MS,
    run: async ({ now }) => void (await reconcilePending(deps, now)),
  });
  await app.register(async (scope) => vendorTransferRoutes(scope, { secret: app.config.VENDOR_SECRET_DTW }));
  await app.register(async (scope) => transferWalletRoutes(scope, { deps }));
});

declare module 'fastify' {
  interface FastifyInstance {
    transferWallets: { settings: { vendorTimeoutMs: number }; deps: TransferWalletDeps };
  }
}
