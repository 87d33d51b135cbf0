import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import {
  claimTransferId,
  closeTransferIdIfMissing,
  findPlayerBalance,
  findTransfer,
  lockPlayerBalance,
  markTransferDone,
  refuseTransferForFunds,
  setPlayerBalance,
  sumPlayerBalances,
} from './vendor-transfer.repository';

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
    const claimed = await claimTransferId(trx, move, direction);
    if (!claimed) return answerOfExisting(trx, direction, move);
    if (options.refuse) return { status: 'REFUSED', transferId: move.transferId, reason: 'MAINTENANCE' };

    const player = await lockPlayerBalance(trx, move.player, move.currency);
    const before = Number(player.balance_minor);
    const after = direction === 'deposit' ? before + move.amountMinor : before - move.amountMinor;
    if (after < 0) {
      await refuseTransferForFunds(trx, move.transferId);
      return { status: 'REFUSED', transferId: move.transferId, reason: 'INSUFFICIENT_FUNDS' };
    }
    await setPlayerBalance(trx, move.player, move.currency, after);
    await markTransferDone(trx, move.transferId, after);
    return { status: 'OK', transferId: move.transferId, balanceMinor: after };
  });
}

async function answerOfExisting(
  db: DbOrTrx,
  direction: VendorDirection,
  move: VendorMove,
): Promise<VendorAnswer> {
  const row = await findTransfer(db, move.transferId);
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
  const row = await findPlayerBalance(db, player, currency);
  return row ? Number(row.balance_minor) : 0;
}

/**
 * What happened to a transfer id. An id never seen is closed on the spot (a row with outcome `closed`), so the
 * answer NOT_FOUND stays true: if the request itself arrives later, it is refused with CLOSED.
 */
export async function queryTransfer(db: DbOrTrx, transferId: string): Promise<VendorQueryAnswer> {
  await closeTransferIdIfMissing(db, transferId);
  const row = await findTransfer(db, transferId);
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
export function vendorTotal(db: DbOrTrx, currency: string): Promise<number> {
  return sumPlayerBalances(db, currency);
}
