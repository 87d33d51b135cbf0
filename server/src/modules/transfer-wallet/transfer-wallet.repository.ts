import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { TransferStatus } from './transfer-wallet.table';
import { lockKey } from '../../db/advisory-lock';

/** Transfer wallets' rows (migration 0430; docs/payments.md "Transfer wallets"). */

/**
 * Every transfer of one member takes turns, on every process: deciding on a client key, holding the money and
 * settling happen under this lock, so two copies of one request (or a request and the reconciliation job) never
 * both act on the same transfer.
 */
export async function lockMemberTransfers(db: DbOrTrx, memberId: number): Promise<void> {
  await lockKey(db, `transfer-wallet:${memberId}`);
}

export function listVendors(db: DbOrTrx) {
  return db
    .selectFrom('transfer_wallet_vendor')
    .select(['code', 'display_name'])
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export function findVendor(db: DbOrTrx, code: string) {
  return db
    .selectFrom('transfer_wallet_vendor')
    .select(['code', 'display_name'])
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function upsertVendor(
  db: DbOrTrx,
  code: string,
  displayName: string,
  sortOrder: number,
): Promise<void> {
  await db
    .insertInto('transfer_wallet_vendor')
    .values({ code, display_name: displayName, sort_order: sortOrder })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export function findTransferByKey(db: DbOrTrx, memberId: number, clientKey: string) {
  return db
    .selectFrom('transfer_wallet_transfer')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

export function findTransfer(db: DbOrTrx, transferId: string) {
  return db
    .selectFrom('transfer_wallet_transfer')
    .selectAll()
    .where('transfer_id', '=', transferId)
    .executeTakeFirstOrThrow();
}

export function findTransferForUpdate(db: DbOrTrx, transferId: string) {
  return db
    .selectFrom('transfer_wallet_transfer')
    .selectAll()
    .where('transfer_id', '=', transferId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export type TransferRow = NonNullable<Awaited<ReturnType<typeof findTransferByKey>>>;

export function insertTransfer(
  db: DbOrTrx,
  row: {
    transferId: string;
    memberId: number;
    clientKey: string;
    vendor: string;
    direction: 'in' | 'out';
    currency: string;
    amountMinor: number;
  },
) {
  return db
    .insertInto('transfer_wallet_transfer')
    .values({
      transfer_id: row.transferId,
      member_id: row.memberId,
      client_key: row.clientKey,
      vendor: row.vendor,
      direction: row.direction,
      currency: row.currency,
      amount_minor: row.amountMinor,
      reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markSettled(
  db: DbOrTrx,
  id: number,
  status: Exclude<TransferStatus, 'pending'>,
  reason: string | null,
) {
  await db
    .updateTable('transfer_wallet_transfer')
    .set({ status, reason, settled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Pending transfers per vendor of one member (the page shows them as "being confirmed"). */
export async function pendingByVendor(db: DbOrTrx, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('transfer_wallet_transfer')
    .select(['vendor', sql<string>`count(*)`.as('n')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .groupBy('vendor')
    .execute();
  return new Map(rows.map((r) => [r.vendor, Number(r.n)]));
}

/** Pending transfers created before `before`, oldest first (the reconciliation job's work list). */
export function listPendingBefore(db: DbOrTrx, before: Date, limit: number) {
  return db
    .selectFrom('transfer_wallet_transfer')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
