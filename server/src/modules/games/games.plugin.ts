import type { FastifyInstance } from 'fastify';
import { seamlessWalletRoutes } from '../seamless-wallet/seamless-wallet.routes';
import { vendorDemoRoutes } from '../vendor-demo/vendor-demo.routes';
import { gameIconRoutes } from './game-icons.routes';
import { gamesAdminRoutes } from './games-admin.routes';
import { gamesRoutes } from './games.routes';
import { DEMO_VENDOR } from './launch.service';

/**
 * Games domain: catalogue calls and launch, generated icons, the seamless-wallet callback API
 * the demo vendor, and the operator's catalogue calls. Register after auth (uses `app.requireSession`).
 */
export async function gamesPlugin(app: FastifyInstance): Promise<void> {
  // Separate secrets (config.ts): knowing the admin token signs no callback and mints no launch token.
  const tokenSecret = app.config.LAUNCH_TOKEN_KEY;
  const vendorSecret = app.config.VENDOR_SECRET_DEMO;
  await app.register(async (scope) => gamesRoutes(scope, tokenSecret));
  await app.register(gameIconRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(async (scope) =>
    seamlessWalletRoutes(scope, { vendorSecrets: { [DEMO_VENDOR]: vendorSecret }, tokenSecret }),
  );
  await app.register(async (scope) => vendorDemoRoutes(scope, { vendor: DEMO_VENDOR, secret: vendorSecret }));
}
