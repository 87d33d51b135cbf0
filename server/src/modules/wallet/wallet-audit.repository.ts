import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** SQL of the ledger audit (ledger-audit.ts): full scans, run in one snapshot by the caller. */

/** Σ of every materialised balance, and how many transactions and entries there are. */
export async function readLedgerTotals(db: DbOrTrx) {
  const { rows } = await sql<{ s: number | null; t: number; e: number }>`
    select (select sum(balance_minor) from wallet_account)::int8 as s,
           (select count(*) from wallet_transaction)::int8 as t,
           (select count(*) from wallet_entry)::int8 as e`.execute(db);
  return rows[0];
}

/** Accounts whose materialised balance differs from Σ of their entries. */
export async function findDriftedAccountIds(db: DbOrTrx): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select a.id from wallet_account a
    left join (select account_id, sum(amount_minor) as s from wallet_entry group by account_id) e
      on e.account_id = a.id
    where a.balance_minor <> coalesce(e.s, 0) order by a.id`.execute(db);
  return rows.map((r) => r.id);
}

/** member/agent/pending accounts below zero. */
export async function findNegativeAccountIds(db: DbOrTrx): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select id from wallet_account
    where kind in ('member', 'agent', 'pending') and balance_minor < 0 order by id`.execute(db);
  return rows.map((r) => r.id);
}

/** Transactions whose entries do not sum to zero per currency. */
export async function findUnbalancedTransactionIds(db: DbOrTrx): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct e.transaction_id as id from wallet_entry e join wallet_account a on a.id = e.account_id
    group by e.transaction_id, a.currency having sum(e.amount_minor) <> 0 order by 1`.execute(db);
  return rows.map((r) => r.id);
}

/** Transactions without any entry. */
export async function findEmptyTransactionIds(db: DbOrTrx): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select t.id from wallet_transaction t
    where not exists (select 1 from wallet_entry e where e.transaction_id = t.id) order by t.id`.execute(db);
  return rows.map((r) => r.id);
}
