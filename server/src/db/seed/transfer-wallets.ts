import type { Db } from '../create-db';
import { findMemberByAccount } from '../../modules/member/member.repository';
import {
  DEMO_TRANSFER_VENDOR,
  DEMO_TRANSFER_VENDOR_NAME,
} from '../../modules/transfer-wallet/transfer-wallet.config';
import { upsertVendor } from '../../modules/transfer-wallet/transfer-wallet.repository';
import { walletTransfer } from '../../modules/transfer-wallet/transfer-wallet.service';
import type { TransferVendorClient } from '../../modules/transfer-wallet/transfer-vendor.client';
import {
  applyMove,
  playerBalance,
  queryTransfer,
} from '../../modules/vendor-demo-transfer/vendor-transfer.service';

/** The demo member's seeded transfer in (fixed client key: the seed runs it once, a re-run replays it). */
const DEMO_TRANSFER_KEY = '5eed0000-0000-4000-8000-000000000001';
export const DEMO_TRANSFER_AMOUNT = 200;

/**
 * The seed runs without a server, so it reaches the demo vendor's bookkeeping directly: the same answers its
 * signed API gives (docs/payments.md "Transfer wallets").
 */
function inProcessDemoVendor(db: Db): TransferVendorClient {
  return {
    async move(direction, request) {
      const answer = await applyMove(db, direction, request);
      return answer.status === 'OK'
        ? { outcome: 'done', balanceMinor: answer.balanceMinor }
        : { outcome: 'refused', reason: answer.reason };
    },
    balance: (player, currency) => playerBalance(db, player, currency),
    async lookup(transferId) {
      const found = await queryTransfer(db, transferId);
      return found.status === 'OK'
        ? { found: true, done: found.outcome === 'done', reason: found.reason }
        : { found: false };
    },
  };
}

/** Registers the transfer-wallet vendors, and moves 200.00 of demo's main wallet into the demo vendor's wallet. */
export async function seedTransferWallets(db: Db): Promise<boolean> {
  await upsertVendor(db, DEMO_TRANSFER_VENDOR, DEMO_TRANSFER_VENDOR_NAME, 1);
  const demo = await findMemberByAccount(db, 'demo');
  if (!demo) return false;
  const client = inProcessDemoVendor(db);
  await walletTransfer(
    { db, client: (code) => (code === DEMO_TRANSFER_VENDOR ? client : undefined) },
    demo.id,
    {
      vendor: DEMO_TRANSFER_VENDOR,
      direction: 'in',
      amount: DEMO_TRANSFER_AMOUNT,
      clientKey: DEMO_TRANSFER_KEY,
    },
  );
  return true;
}
