import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { SeamlessTransactionTable } from './seamless-wallet.table';

type Q = Kysely<Database> | Transaction<Database>;
export type SeamlessRow = Selectable<SeamlessTransactionTable>;

export const PENDING = { status: 'PENDING' } as const;

/** Claims (vendor, transaction id); returns the existing row when someone claimed it first. */
export async function claimTransaction(
  db: Q,
  row: { vendor: string; transactionId: string; action: string; requestHash: string; memberId: number | null; response?: Record<string, unknown> },
): Promise<{ claimed: true } | { claimed: false; existing: SeamlessRow }> {
  const inserted = await db
    .insertInto('seamless_transaction')
    .values({
      vendor: row.vendor,
      transaction_id: row.transactionId,
      action: row.action,
      request_hash: row.requestHash,
      response: JSON.stringify(row.response ?? PENDING),
      member_id: row.memberId,
    })
    .onConflict((oc) => oc.columns(['vendor', 'transaction_id']).doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  if (inserted) return { claimed: true };
  const existing = await findTransaction(db, row.vendor, row.transactionId);
  if (!existing) throw new Error('seamless transaction vanished after conflict');
  return { claimed: false, existing };
}

export async function findTransaction(db: Q, vendor: string, transactionId: string): Promise<SeamlessRow | undefined> {
  return db
    .selectFrom('seamless_transaction')
    .selectAll()
    .where('vendor', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export async function saveResponse(db: Q, vendor: string, transactionId: string, response: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('seamless_transaction')
    .set({ response: JSON.stringify(response) })
    .where('vendor', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .execute();
}

/** A failed attempt that moved nothing is forgotten so the vendor's retry is evaluated afresh. */
export async function releaseClaim(db: Q, vendor: string, transactionId: string): Promise<void> {
  await db
    .deleteFrom('seamless_transaction')
    .where('vendor', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .where('action', '!=', 'tombstone')
    .execute();
}

export async function insertBetRecord(
  db: Q,
  bet: {
    vendor: string;
    roundId: string;
    betTransactionId: string;
    memberId: number;
    memberAccount: string;
    gameId: string;
    gameType: string;
    currency: string;
    betMinor: number;
  },
): Promise<void> {
  await db
    .insertInto('bet_record')
    .values({
      vendor: bet.vendor,
      round_id: bet.roundId,
      bet_transaction_id: bet.betTransactionId,
      member_id: bet.memberId,
      member_account: bet.memberAccount,
      game_id: bet.gameId,
      game_type: bet.gameType,
      currency: bet.currency,
      bet_minor: bet.betMinor,
      valid_bet_minor: bet.betMinor,
      status: 'open',
    })
    .onConflict((oc) => oc.columns(['vendor', 'bet_transaction_id']).doNothing())
    .execute();
}

export async function findBetRecord(db: Q, vendor: string, betTransactionId: string) {
  return db
    .selectFrom('bet_record')
    .selectAll()
    .where('vendor', '=', vendor)
    .where('bet_transaction_id', '=', betTransactionId)
    .executeTakeFirst();
}

/**
 * Moves an open bet to settled or cancelled; false when another callback got there first.
 * Done before the money moves so a win and a rollback racing on one bet cannot both pay.
 */
export async function settleBetRecord(
  db: Q,
  vendor: string,
  betTransactionId: string,
  change: { status: 'settled' | 'cancelled'; winMinor: number },
): Promise<boolean> {
  const rows = await db
    .updateTable('bet_record')
    .set({
      status: change.status,
      win_minor: change.winMinor,
      // A cancelled round is not a valid bet for salaries or rebates.
      ...(change.status === 'cancelled' ? { valid_bet_minor: 0 } : {}),
      settled_at: new Date(),
    })
    .where('vendor', '=', vendor)
    .where('bet_transaction_id', '=', betTransactionId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return rows.length > 0;
}
