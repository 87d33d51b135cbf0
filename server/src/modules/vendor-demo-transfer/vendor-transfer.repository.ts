import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DbOrTrx } from '../../db/with-transaction';

/** SQL of the demo transfer-wallet vendor's books; the rules are in vendor-transfer.service.ts. */
type VendorDirection = 'deposit' | 'withdraw';

/**
 * Claims the transfer id with a provisional refusal; undefined when the id is already taken. A parallel copy of the
 * same id blocks on the key until the first commits.
 */
export function claimTransferId(
  trx: Transaction<Database>,
  move: { transferId: string; player: string; currency: string; amountMinor: number },
  direction: VendorDirection,
) {
  return trx
    .insertInto('vendor_demo_transfer_txn')
    .values({
      transfer_id: move.transferId,
      player: move.player,
      currency: move.currency,
      direction,
      amount_minor: move.amountMinor,
      outcome: 'refused',
      reason: 'MAINTENANCE',
      balance_after_minor: null,
    })
    .onConflict((oc) => oc.column('transfer_id').doNothing())
    .returning('transfer_id')
    .executeTakeFirst();
}

/** Records an id never seen as closed (nothing when it is already there). */
export async function closeTransferIdIfMissing(db: DbOrTrx, transferId: string): Promise<void> {
  await db
    .insertInto('vendor_demo_transfer_txn')
    .values({
      transfer_id: transferId,
      player: null,
      currency: null,
      direction: null,
      amount_minor: null,
      outcome: 'closed',
      reason: null,
      balance_after_minor: null,
    })
    .onConflict((oc) => oc.column('transfer_id').doNothing())
    .execute();
}

export function findTransfer(db: DbOrTrx, transferId: string) {
  return db
    .selectFrom('vendor_demo_transfer_txn')
    .selectAll()
    .where('transfer_id', '=', transferId)
    .executeTakeFirstOrThrow();
}

export async function refuseTransferForFunds(trx: Transaction<Database>, transferId: string): Promise<void> {
  await trx
    .updateTable('vendor_demo_transfer_txn')
    .set({ reason: 'INSUFFICIENT_FUNDS' })
    .where('transfer_id', '=', transferId)
    .execute();
}

export async function markTransferDone(trx: Transaction<Database>, transferId: string, balanceAfter: number) {
  await trx
    .updateTable('vendor_demo_transfer_txn')
    .set({ outcome: 'done', reason: null, balance_after_minor: balanceAfter })
    .where('transfer_id', '=', transferId)
    .execute();
}

/** The player's balance row (created at 0 when missing), row-locked until the transaction ends. */
export async function lockPlayerBalance(trx: Transaction<Database>, player: string, currency: string) {
  await trx
    .insertInto('vendor_demo_transfer_player')
    .values({ player, currency })
    .onConflict((oc) => oc.columns(['player', 'currency']).doNothing())
    .execute();
  return trx
    .selectFrom('vendor_demo_transfer_player')
    .select('balance_minor')
    .where('player', '=', player)
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function setPlayerBalance(
  trx: Transaction<Database>,
  player: string,
  currency: string,
  balance: number,
) {
  await trx
    .updateTable('vendor_demo_transfer_player')
    .set({ balance_minor: balance })
    .where('player', '=', player)
    .where('currency', '=', currency)
    .execute();
}

export function findPlayerBalance(db: DbOrTrx, player: string, currency: string) {
  return db
    .selectFrom('vendor_demo_transfer_player')
    .select('balance_minor')
    .where('player', '=', player)
    .where('currency', '=', currency)
    .executeTakeFirst();
}

export async function sumPlayerBalances(db: DbOrTrx, currency: string): Promise<number> {
  const row = await db
    .selectFrom('vendor_demo_transfer_player')
    .select(sql<string>`coalesce(sum(balance_minor), 0)`.as('total'))
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
