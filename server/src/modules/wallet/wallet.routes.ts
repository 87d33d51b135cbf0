import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { memberBalance } from './wallet.service';

/** Member-facing wallet calls (docs/product.md "Calls" "Wallet and home"). */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/wallets/balance', { preHandler: app.requireSession }, async (request) =>
    ok(await memberBalance(app.db, request.session.memberId)),
  );
}
