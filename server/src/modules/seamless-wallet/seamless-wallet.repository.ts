import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { SeamlessTransactionTable } from './seamless-wallet.table';

type Q = Kysely<Database> | Transaction<Database>;
export type SeamlessRow = Selectable<SeamlessTransactionTable>;

/**
 * Serialises every callback about one bet (its debit, wins and rollbacks), across processes, until the
 * caller's transaction ends. An advisory lock rather than a row lock: the bet may not exist yet (a rollback
 * can arrive before its bet), and there is no row to lock then.
 */
export async function lockBet(trx: Transaction<Database>, vendor: string, betTransactionId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`seamless:${vendor}:${betTransactionId}`}, 0))`.execute(trx);
}

/**
 * Claims (vendor, transaction id) inside the caller's transaction. Nobody else sees the claim before the
 * answer is stored with it and the transaction commits; a parallel claim of the same id waits on the unique
 * key until then, and finds the stored first answer. false when the id was answered before.
 */
export async function insertClaim(
  trx: Transaction<Database>,
  row: { vendor: string; transactionId: string; action: string; requestHash: string; memberId: number | null },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('seamless_transaction')
    .values({
      vendor: row.vendor,
      transaction_id: row.transactionId,
      action: row.action,
      request_hash: row.requestHash,
      response: JSON.stringify({}),
      member_id: row.memberId,
    })
    .onConflict((oc) => oc.columns(['vendor', 'transaction_id']).doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  return inserted !== undefined;
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

export async function findSettlement(db: Q, vendor: string, betTransactionId: string) {
  return db
    .selectFrom('seamless_settlement')
    .select(['kind', 'transaction_id'])
    .where('vendor', '=', vendor)
    .where('bet_transaction_id', '=', betTransactionId)
    .executeTakeFirst();
}

/** The bet's one settlement (win, loss = win of 0, or rollback); false when it already had one. */
export async function insertSettlement(
  db: Q,
  row: { vendor: string; betTransactionId: string; kind: 'win' | 'rollback'; transactionId: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('seamless_settlement')
    .values({ vendor: row.vendor, bet_transaction_id: row.betTransactionId, kind: row.kind, transaction_id: row.transactionId })
    .onConflict((oc) => oc.columns(['vendor', 'bet_transaction_id']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return inserted !== undefined;
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
 * Moves an open bet to settled or cancelled (its settlement row, inserted first, is the guarantee).
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
