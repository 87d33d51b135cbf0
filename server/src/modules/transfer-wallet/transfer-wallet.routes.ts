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
  // Each call also answers under the name the product spec gives it (/wps/relay/<NAME>), as the games calls do.
  for (const url of ['/wps/v2/transfer-wallets', '/wps/relay/GCS_merchantWallet']) {
    app.get(url, member, async (request) => ok(await transferWallets(deps, request.session.memberId)));
  }
  for (const url of ['/wps/v2/transfer-wallets/transfer', '/wps/relay/GCS_walletTransfer']) {
    app.post(url, member, async (request) =>
      ok(
        await walletTransfer(
          deps,
          request.session.memberId,
          parse(walletTransferRequestSchema, request.body),
        ),
      ),
    );
  }
  app.post('/wps/v2/transfer-wallets/recall-all', member, async (request) =>
    ok(await recallAll(deps, request.session.memberId, parse(recallAllRequestSchema, request.body))),
  );
}
