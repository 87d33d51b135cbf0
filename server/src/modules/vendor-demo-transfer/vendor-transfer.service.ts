import { sql } from 'kysely';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';

/**
 * The demo transfer-wallet vendor's bookkeeping (docs/payments.md "Transfer wallets"), as a third party would keep
 * it: a balance per player and one row per transfer id with its final answer. Every move is idempotent by the
 * platform's transfer id: the same id answers the same forever (done, refused, or closed by an earlier query), and
 * the same id with another player, direction or amount is refused without touching the first.
 */
export type VendorDirection = 'deposit' | 'withdraw';

export interface VendorMove {
  transferId: string;
  player: string;
  currency: string;
  amountMinor: number;
}

export type VendorAnswer =
  | { status: 'OK'; transferId: string; balanceMinor: number }
  | { status: 'REFUSED'; transferId: string; reason: VendorRefusal };

/** INSUFFICIENT_FUNDS (withdraw), MAINTENANCE (test hook), CLOSED (asked about before it came), ID_CONFLICT. */
export type VendorRefusal = 'INSUFFICIENT_FUNDS' | 'MAINTENANCE' | 'CLOSED' | 'ID_CONFLICT';

export type VendorQueryAnswer =
  | {
      status: 'OK';
      transferId: string;
      direction: VendorDirection;
      amountMinor: number;
      outcome: 'done' | 'refused';
      reason: string | null;
    }
  | { status: 'NOT_FOUND'; transferId: string };

export interface MoveOptions {
  /** Test hook (vendor-transfer.faults.ts): record the transfer as refused for maintenance. */
  refuse?: boolean;
}

export function applyMove(
  db: DbOrTrx,
  direction: VendorDirection,
  move: VendorMove,
  options: MoveOptions = {},
): Promise<VendorAnswer> {
  return withTransaction(db, async (trx) => {
    // A parallel copy of the same id blocks on the key until the first commits, then reads its answer.
    const claimed = await trx
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
    if (!claimed) return answerOfExisting(trx, direction, move);
    if (options.refuse) return { status: 'REFUSED', transferId: move.transferId, reason: 'MAINTENANCE' };

    await trx
      .insertInto('vendor_demo_transfer_player')
      .values({ player: move.player, currency: move.currency })
      .onConflict((oc) => oc.columns(['player', 'currency']).doNothing())
      .execute();
    const player = await trx
      .selectFrom('vendor_demo_transfer_player')
      .select('balance_minor')
      .where('player', '=', move.player)
      .where('currency', '=', move.currency)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = Number(player.balance_minor);
    const after = direction === 'deposit' ? before + move.amountMinor : before - move.amountMinor;
    if (after < 0) {
      await trx
        .updateTable('vendor_demo_transfer_txn')
        .set({ reason: 'INSUFFICIENT_FUNDS' })
        .where('transfer_id', '=', move.transferId)
        .execute();
      return { status: 'REFUSED', transferId: move.transferId, reason: 'INSUFFICIENT_FUNDS' };
    }
    await trx
      .updateTable('vendor_demo_transfer_player')
      .set({ balance_minor: after })
      .where('player', '=', move.player)
      .where('currency', '=', move.currency)
      .execute();
    await trx
      .updateTable('vendor_demo_transfer_txn')
      .set({ outcome: 'done', reason: null, balance_after_minor: after })
      .where('transfer_id', '=', move.transferId)
      .execute();
    return { status: 'OK', transferId: move.transferId, balanceMinor: after };
  });
}

async function answerOfExisting(
  db: DbOrTrx,
  direction: VendorDirection,
  move: VendorMove,
): Promise<VendorAnswer> {
  const row = await db
    .selectFrom('vendor_demo_transfer_txn')
    .selectAll()
    .where('transfer_id', '=', move.transferId)
    .executeTakeFirstOrThrow();
  if (row.outcome === 'closed') return { status: 'REFUSED', transferId: move.transferId, reason: 'CLOSED' };
  const same =
    row.player === move.player &&
    row.currency === move.currency &&
    row.direction === direction &&
    Number(row.amount_minor) === move.amountMinor;
  if (!same) return { status: 'REFUSED', transferId: move.transferId, reason: 'ID_CONFLICT' };
  if (row.outcome === 'refused') {
    return {
      status: 'REFUSED',
      transferId: move.transferId,
      reason: (row.reason ?? 'MAINTENANCE') as VendorRefusal,
    };
  }
  return { status: 'OK', transferId: move.transferId, balanceMinor: Number(row.balance_after_minor) };
}

export async function playerBalance(db: DbOrTrx, player: string, currency: string): Promise<number> {
  const row = await db
    .selectFrom('vendor_demo_transfer_player')
    .select('balance_minor')
    .where('player', '=', player)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? Number(row.balance_minor) : 0;
}

/**
 * What happened to a transfer id. An id never seen is closed on the spot (a row with outcome `closed`), so the
 * answer NOT_FOUND stays true: if the request itself arrives later, it is refused with CLOSED.
 */
export async function queryTransfer(db: DbOrTrx, transferId: string): Promise<VendorQueryAnswer> {
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
  const row = await db
    .selectFrom('vendor_demo_transfer_txn')
    .selectAll()
    .where('transfer_id', '=', transferId)
    .executeTakeFirstOrThrow();
  if (row.outcome === 'closed') return { status: 'NOT_FOUND', transferId };
  return {
    status: 'OK',
    transferId,
    direction: row.direction!,
    amountMinor: Number(row.amount_minor),
    outcome: row.outcome,
    reason: row.reason,
  };
}

/** Σ of every player's balance at the vendor in one currency (tests compare it with the platform's clearing). */
export async function vendorTotal(db: DbOrTrx, currency: string): Promise<number> {
  const row = await db
    .selectFrom('vendor_demo_transfer_player')
    .select(sql<string>`coalesce(sum(balance_minor), 0)`.as('total'))
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
