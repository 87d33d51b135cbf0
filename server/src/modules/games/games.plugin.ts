import type { FastifyInstance } from 'fastify';
import { authPlugin } from '../../plugins/auth';
import { seamlessWalletRoutes } from '../seamless-wallet/seamless-wallet.routes';
import { vendorDemoRoutes } from '../vendor-demo/vendor-demo.routes';
import { gameIconRoutes } from './game-icons.routes';
import { gamesRoutes } from './games.routes';
import { DEMO_VENDOR } from './launch.service';
import { deriveSecret } from './launch-token';

/**
 * Games domain: catalogue calls and launch, generated icons, the seamless-wallet callback API
 * and the demo vendor. Register after auth (uses `app.requireSession`).
 */
export async function gamesPlugin(app: FastifyInstance): Promise<void> {
  // Normally registered by app.ts before the domains; kept here so this scope never lacks it.
  if (!app.hasDecorator('requireSession')) await app.register(authPlugin);
  const tokenSecret = deriveSecret(app.config.ADMIN_TOKEN, 'game-launch-token');
  const vendorSecret = deriveSecret(app.config.ADMIN_TOKEN, 'vendor-callback:DEMO');
  await app.register(async (scope) => gamesRoutes(scope, tokenSecret));
  await app.register(gameIconRoutes);
  await app.register(async (scope) => seamlessWalletRoutes(scope, { vendorSecrets: { [DEMO_VENDOR]: vendorSecret }, tokenSecret }));
  await app.register(async (scope) => vendorDemoRoutes(scope, { vendor: DEMO_VENDOR, secret: vendorSecret }));
}
