import type { DbOrTrx } from '../../src/db/with-transaction';
import { postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';

/** Credits a member-side account from the outside world (a deposit), as a test fixture. */
export async function fund(
  db: DbOrTrx,
  accountId: number,
  amountMinor: number,
  key: string,
  currency = 'PHP',
) {
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

/** What `auditLedger` reports for a healthy ledger (counts aside). */
export const HEALTHY = {
  sumOfBalances: 0,
  driftedAccounts: [],
  negativeAccounts: [],
  unbalancedTransactions: [],
  emptyTransactions: [],
};
