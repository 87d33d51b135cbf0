import type { DbOrTrx } from '../../db/with-transaction';
import {
  findDriftedAccountIds,
  findEmptyTransactionIds,
  findNegativeAccountIds,
  findUnbalancedTransactionIds,
  readLedgerTotals,
} from './wallet-audit.repository';

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
    const row = await readLedgerTotals(trx);
    return {
      sumOfBalances: Number(row?.s ?? 0),
      driftedAccounts: await findDriftedAccountIds(trx),
      negativeAccounts: await findNegativeAccountIds(trx),
      unbalancedTransactions: await findUnbalancedTransactionIds(trx),
      emptyTransactions: await findEmptyTransactionIds(trx),
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
