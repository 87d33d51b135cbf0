import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/**
 * SQL of the ledger's posting step. Only ledger-post.ts calls it. The rules live in the
 * `wallet_post` function (migration 0101): nothing in code UPDATEs or DELETEs an entry, and
 * the table's trigger would refuse it anyway.
 */
export async function callWalletPost(
  db: DbOrTrx,
  p: { key: string; hash: string; kind: string; metadata: string; accounts: number[]; amounts: number[] },
): Promise<unknown> {
  const { rows } = await sql<{ r: unknown }>`
    select wallet_post(${p.key}, ${p.hash}, ${p.kind}, ${p.metadata}::jsonb,
                       ${p.accounts}::bigint[], ${p.amounts}::bigint[]) as r`.execute(db);
  return rows[0]?.r;
}

/**
 * The same posting as callWalletPost when it is its own transaction, with the balance notification sent after its
 * commit instead of from inside it (migration 0106): the answer of a posting carries `notify`, the keys to pass to
 * callWalletNotifyBalances.
 */
export async function callWalletPostNotifyAfter(
  db: DbOrTrx,
  p: { key: string; hash: string; kind: string; metadata: string; accounts: number[]; amounts: number[] },
): Promise<unknown> {
  const { rows } = await sql<{ r: unknown }>`
    select wallet_post_notify_after(${p.key}, ${p.hash}, ${p.kind}, ${p.metadata}::jsonb,
                                    ${p.accounts}::bigint[], ${p.amounts}::bigint[]) as r`.execute(db);
  return rows[0]?.r;
}

/** NOTIFY wallet_balance for each `<kind>:<owner>` key, in a short transaction of its own (migration 0105). */
export async function callWalletNotifyBalances(db: DbOrTrx, keys: readonly string[]): Promise<void> {
  await sql`select wallet_notify_balances(${[...keys]}::text[])`.execute(db);
}

/** One statement for many two-leg transfers (migration 0104); the rules are in ledger-post.ts postTransfers. */
export async function callWalletPostTransfers(
  db: DbOrTrx,
  p: {
    keys: string[];
    hashes: string[];
    kinds: string[];
    metadata: string[];
    from: number[];
    to: number[];
    amounts: number[];
  },
): Promise<unknown> {
  const { rows } = await sql<{ r: unknown }>`
    select wallet_post_transfers(${p.keys}::text[], ${p.hashes}::text[], ${p.kinds}::text[], ${p.metadata}::jsonb[],
                                 ${p.from}::bigint[], ${p.to}::bigint[], ${p.amounts}::bigint[]) as r`.execute(
    db,
  );
  return rows[0]?.r;
}

/** Operator adjustments (kind `adjustment`) of one member's accounts, newest first, with the member's balance after. */
export async function listAdjustments(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('wallet_transaction as t')
    .innerJoin('wallet_entry as e', 'e.transaction_id', 't.id')
    .innerJoin('wallet_account as a', 'a.id', 'e.account_id')
    .select(['t.id', 't.metadata', 't.created_at', 'e.amount_minor', 'e.balance_after_minor', 'a.currency'])
    .where('t.kind', '=', 'adjustment')
    .where('a.kind', '=', 'member')
    .where('a.owner_ref', '=', String(memberId))
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
