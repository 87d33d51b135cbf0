import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { WalletTransactionTable } from './wallet.table';

/**
 * SQL of the ledger. Only ledger.service.ts, ledger-accounts.ts and ledger-holds.ts call these;
 * nothing here UPDATEs or DELETEs an entry (the table's trigger would refuse anyway).
 */
type Trx = Transaction<Database>;

export async function insertTransactionIfNew(trx: Trx, row: Insertable<WalletTransactionTable>) {
  return trx
    .insertInto('wallet_transaction')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
}

export async function findTransactionByKey(trx: Trx, key: string) {
  return trx
    .selectFrom('wallet_transaction')
    .select(['id', 'kind', 'request_hash', 'created_at', 'metadata'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Row-locks the accounts in id order: every writer locks in the same order, so no deadlock. */
export async function lockAccounts(trx: Trx, ids: number[]) {
  return trx
    .selectFrom('wallet_account')
    .select(['id', 'kind', 'currency', 'balance_minor'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function insertEntries(
  trx: Trx,
  transactionId: number,
  legs: { accountId: number; amountMinor: number; balanceAfterMinor: number }[],
): Promise<void> {
  await trx
    .insertInto('wallet_entry')
    .values(
      legs.map((l) => ({
        transaction_id: transactionId,
        account_id: l.accountId,
        amount_minor: l.amountMinor,
        balance_after_minor: l.balanceAfterMinor,
      })),
    )
    .execute();
}

/** One statement for all legs: the materialised balance moves with its entries. */
export async function addToBalances(trx: Trx, legs: { accountId: number; amountMinor: number }[]): Promise<void> {
  const values = sql.join(legs.map((l) => sql`(${l.accountId}::bigint, ${l.amountMinor}::bigint)`));
  await sql`
    update wallet_account a set balance_minor = a.balance_minor + v.delta
    from (values ${values}) as v(id, delta)
    where a.id = v.id`.execute(trx);
}

export async function readPostedLegs(trx: Trx, transactionId: number) {
  const rows = await trx
    .selectFrom('wallet_entry')
    .select(['account_id', 'amount_minor', 'balance_after_minor'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    accountId: r.account_id,
    amountMinor: r.amount_minor,
    balanceAfterMinor: r.balance_after_minor,
  }));
}
