import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  DEMO_TRANSFER_VENDOR,
  DEMO_TRANSFER_VENDOR_NAME,
} from '../../src/modules/transfer-wallet/transfer-wallet.config';
import { upsertVendor } from '../../src/modules/transfer-wallet/transfer-wallet.repository';
import { vendorPlayerOf } from '../../src/modules/transfer-wallet/transfer-wallet.service';
import { playerBalance } from '../../src/modules/vendor-demo-transfer/vendor-transfer.service';
import { transferWalletAccount } from '../../src/modules/wallet/ledger.service';
import type { TestPlayer } from '../games/games-fixtures';

export const VENDOR = DEMO_TRANSFER_VENDOR;

/** The catalogue row the seed writes (tests do not run the seed). */
export const registerDemoVendor = (app: FastifyInstance) =>
  upsertVendor(app.db, VENDOR, DEMO_TRANSFER_VENDOR_NAME, 1);

export const transfer = (app: FastifyInstance, p: TestPlayer, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/v2/transfer-wallets/transfer', headers: p.headers, payload });

export const wallets = (app: FastifyInstance, p: TestPlayer) =>
  app.inject({ method: 'GET', url: '/wps/v2/transfer-wallets', headers: p.headers });

export const recallAll = (app: FastifyInstance, p: TestPlayer, clientKey: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/v2/transfer-wallets/recall-all',
    headers: p.headers,
    payload: { clientKey },
  });

/** The demo vendor's test hook (dev/test only). */
export const setFault = (app: FastifyInstance, fault: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/dev/vendor-demo-transfer/faults', payload: fault });

export const vendorBalance = (app: FastifyInstance, p: TestPlayer) =>
  playerBalance(app.db, vendorPlayerOf(p.memberId), 'PHP');

export async function clearingBalance(app: FastifyInstance): Promise<number> {
  return (await transferWalletAccount(app.db, VENDOR, 'PHP')).balanceMinor;
}

/** Σ of every player's balance at the vendor: must equal the clearing account once nothing is pending. */
export async function vendorTotalMinor(app: FastifyInstance): Promise<number> {
  const { rows } = await sql<{
    total: string;
  }>`select coalesce(sum(balance_minor), 0)::text as total from vendor_demo_transfer_player where currency = 'PHP'`.execute(
    app.db,
  );
  return Number(rows[0]?.total ?? 0);
}

export const statusOf = async (app: FastifyInstance, transferId: string) =>
  await app.db
    .selectFrom('transfer_wallet_transfer')
    .select(['status', 'reason'])
    .where('transfer_id', '=', transferId)
    .executeTakeFirstOrThrow();
