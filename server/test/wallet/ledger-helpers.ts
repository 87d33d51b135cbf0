import { sql } from 'kysely';
import type { Db } from '../../src/db/create-db';
import { postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';

/** Credits a member-side account from the outside world (a deposit), as a test fixture. */
export async function fund(db: Db, accountId: number, amountMinor: number, key: string, currency = 'PHP') {
  const outside = await systemAccount(db, 'outside-world', currency);
  return postTransaction(db, {
    idempotencyKey: key,
    kind: 'deposit',
    legs: [
      { accountId: outside.id, amountMinor: -amountMinor },
      { accountId, amountMinor },
    ],
  });
}

export interface LedgerInvariants {
  /** Σ of every materialised balance (must stay 0: every movement is balanced). */
  sumOfBalances: number;
  /** Accounts whose materialised balance differs from Σ of their entries. */
  driftedAccounts: number[];
  /** member/agent/pending accounts below zero. */
  negativeAccounts: number[];
  /** Transactions whose entries do not sum to zero per currency. */
  unbalancedTransactions: number[];
}

/** The "bank check", computed straight from the tables. */
export async function readInvariants(db: Db): Promise<LedgerInvariants> {
  const sum = await sql<{ s: number | null }>`select sum(balance_minor)::int8 as s from wallet_account`.execute(db);
  const drifted = await sql<{ id: number }>`
    select a.id from wallet_account a
    left join (select account_id, sum(amount_minor) as s from wallet_entry group by account_id) e
      on e.account_id = a.id
    where a.balance_minor <> coalesce(e.s, 0)`.execute(db);
  const negative = await sql<{ id: number }>`
    select id from wallet_account where kind in ('member','agent','pending') and balance_minor < 0`.execute(db);
  const unbalanced = await sql<{ id: number }>`
    select e.transaction_id as id from wallet_entry e join wallet_account a on a.id = e.account_id
    group by e.transaction_id, a.currency having sum(e.amount_minor) <> 0`.execute(db);
  return {
    sumOfBalances: Number(sum.rows[0]?.s ?? 0),
    driftedAccounts: drifted.rows.map((r) => r.id),
    negativeAccounts: negative.rows.map((r) => r.id),
    unbalancedTransactions: unbalanced.rows.map((r) => r.id),
  };
}

export const HEALTHY: LedgerInvariants = {
  sumOfBalances: 0,
  driftedAccounts: [],
  negativeAccounts: [],
  unbalancedTransactions: [],
};
