import type { FastifyInstance } from 'fastify';
import { recallAllRequestSchema, walletTransferRequestSchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import {
  recallAll,
  transferWallets,
  walletTransfer,
  type TransferWalletDeps,
} from './transfer-wallet.service';

/** transferFund: wallets, a transfer in or out, recall all (docs/payments.md "Transfer wallets"). */
export async function transferWalletRoutes(
  app: FastifyInstance,
  options: { deps: TransferWalletDeps },
): Promise<void> {
  const member = { preHandler: app.requireSession };
  const { deps } = options;
  app.get('/wps/v2/transfer-wallets', member, async (request) =>
    ok(await transferWallets(deps, request.session.memberId)),
  );
  app.post('/wps/v2/transfer-wallets/transfer', member, async (request) =>
    ok(
      await walletTransfer(deps, request.session.memberId, parse(walletTransferRequestSchema, request.body)),
    ),
  );
  app.post('/wps/v2/transfer-wallets/recall-all', member, async (request) =>
    ok(await recallAll(deps, request.session.memberId, parse(recallAllRequestSchema, request.body))),
  );
}
