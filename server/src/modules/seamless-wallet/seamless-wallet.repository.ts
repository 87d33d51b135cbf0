import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

type Q = DbOrTrx;

export interface CallbackCall {
  vendor: string;
  action: 'debit' | 'credit' | 'rollback';
  transactionId: string;
  betTransactionId: string;
  requestHash: string;
  memberId: number;
  memberAccount: string;
  /** The token's game, game type and currency: a bet is recorded with them, wins and rollbacks are checked against the bet. */
  tokenGameId: string;
  gameType: string;
  tokenCurrency: string;
  /** The request's game and currency (a rollback names no currency). */
  gameId: string;
  currency: string | null;
  roundId: string;
  /** Minor units: the bet or win amount; null for a rollback (it refunds the bet's own amount). */
  amountMinor: number | null;
  memberAccountId: number;
  vendorAccountId: number;
  /** The launching session a bet needs alive (null: not checked — wins, rollbacks, tool tokens). */
  sessionId: string | null;
  now: Date;
}

/**
 * One callback, whole, in ONE statement (migration 0311 `seamless_callback`, ADR 004 "Under concurrency"): the
 * bet's advisory lock, the claim, the settlement, the ledger posting, the bet record and the stored answer, in one
 * transaction and one round trip. Returns the answer (stored or fresh) as the database built it; its key order is
 * the caller's business.
 */
export async function runCallback(db: Q, c: CallbackCall): Promise<Record<string, unknown>> {
  const { rows } = await sql<{ r: Record<string, unknown> }>`
    select seamless_callback(${c.vendor}, ${c.action}, ${c.transactionId}, ${c.betTransactionId}, ${c.requestHash},
      ${c.memberId}::integer, ${c.memberAccount}, ${c.tokenGameId}, ${c.gameType}, ${c.tokenCurrency},
      ${c.gameId}, ${c.currency}::text, ${c.roundId}, ${c.amountMinor}::bigint,
      ${c.memberAccountId}::bigint, ${c.vendorAccountId}::bigint, ${c.sessionId}::text, ${c.now}::timestamptz) as r`.execute(
    db,
  );
  const answer = rows[0]?.r;
  if (!answer) throw new Error('seamless_callback returned nothing');
  return typeof answer === 'string' ? (JSON.parse(answer) as Record<string, unknown>) : answer;
}

/**
 * Tells these members' open tabs that their balance changed, after the callbacks' commits (seamless_callback defers the
 * ledger trigger's NOTIFY; migration 0105 says why). Its own short transaction, never the money's.
 */
export async function notifyMemberBalances(db: Q, memberIds: readonly number[]): Promise<void> {
  await sql`select wallet_notify_balances(${memberIds.map((id) => `member:${id}`)}::text[])`.execute(db);
}
