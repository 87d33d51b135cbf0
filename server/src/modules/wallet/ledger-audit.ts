import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** The "bank check" of DOMAIN.md, computed straight from the tables. */
export interface LedgerInvariants {
  /** Σ of every materialised balance: 0 while every movement is balanced. */
  sumOfBalances: number;
  /** Accounts whose materialised balance differs from Σ of their entries. */
  driftedAccounts: number[];
  /** member/agent/pending accounts below zero. */
  negativeAccounts: number[];
  /** Transactions whose entries do not sum to zero per currency. */
  unbalancedTransactions: number[];
  /** Transactions without any entry (a half-written movement). */
  emptyTransactions: number[];
  transactions: number;
  entries: number;
}

/**
 * Reads every invariant in one consistent snapshot (one transaction). Full scans: for tests,
 * dev endpoints and an operator's reconciliation, not for request paths.
 */
export async function auditLedger(db: DbOrTrx): Promise<LedgerInvariants> {
  const run = async (trx: DbOrTrx): Promise<LedgerInvariants> => {
    const totals = await sql<{ s: number | null; t: number; e: number }>`
      select (select sum(balance_minor) from wallet_account)::int8 as s,
             (select count(*) from wallet_transaction)::int8 as t,
             (select count(*) from wallet_entry)::int8 as e`.execute(trx);
    const drifted = await sql<{ id: number }>`
      select a.id from wallet_account a
      left join (select account_id, sum(amount_minor) as s from wallet_entry group by account_id) e
        on e.account_id = a.id
      where a.balance_minor <> coalesce(e.s, 0) order by a.id`.execute(trx);
    const negative = await sql<{ id: number }>`
      select id from wallet_account
      where kind in ('member', 'agent', 'pending') and balance_minor < 0 order by id`.execute(trx);
    const unbalanced = await sql<{ id: number }>`
      select distinct e.transaction_id as id from wallet_entry e join wallet_account a on a.id = e.account_id
      group by e.transaction_id, a.currency having sum(e.amount_minor) <> 0 order by 1`.execute(trx);
    const empty = await sql<{ id: number }>`
      select t.id from wallet_transaction t
      where not exists (select 1 from wallet_entry e where e.transaction_id = t.id) order by t.id`.execute(trx);
    const row = totals.rows[0];
    return {
      sumOfBalances: Number(row?.s ?? 0),
      driftedAccounts: drifted.rows.map((r) => r.id),
      negativeAccounts: negative.rows.map((r) => r.id),
      unbalancedTransactions: unbalanced.rows.map((r) => r.id),
      emptyTransactions: empty.rows.map((r) => r.id),
      transactions: Number(row?.t ?? 0),
      entries: Number(row?.e ?? 0),
    };
  };
  if (db.isTransaction) return run(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(run);
}

/** True when every invariant holds. */
export function isHealthy(inv: LedgerInvariants): boolean {
  return (
    inv.sumOfBalances === 0 &&
    inv.driftedAccounts.length === 0 &&
    inv.negativeAccounts.length === 0 &&
    inv.unbalancedTransactions.length === 0 &&
    inv.emptyTransactions.length === 0
  );
}
