import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { AccountKind, WalletAccountTable } from './wallet.table';

/** SQL of the ledger's accounts (wallet_account); the rules (codes, shards, currencies) are in ledger-accounts.ts. */
export type WalletAccountRow = Selectable<WalletAccountTable>;

export function findAccountByCode(db: DbOrTrx, code: string): Promise<WalletAccountRow | undefined> {
  return db.selectFrom('wallet_account').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findAccountById(db: DbOrTrx, accountId: number): Promise<WalletAccountRow | undefined> {
  return db.selectFrom('wallet_account').selectAll().where('id', '=', accountId).executeTakeFirst();
}

/** Id and owner of each account with one of these codes (those that exist). */
export function findAccountIdsByCodes(db: DbOrTrx, codes: readonly string[]) {
  return db.selectFrom('wallet_account').select(['id', 'owner_ref']).where('code', 'in', codes).execute();
}

/** Inserts the accounts whose code is not taken yet; a concurrent insert of the same code wins harmlessly. */
export async function insertAccountsIfMissing(
  db: DbOrTrx,
  accounts: readonly { code: string; kind: AccountKind; owner_ref: string | null; currency: string }[],
): Promise<void> {
  await db
    .insertInto('wallet_account')
    .values([...accounts])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Every account of one owner, oldest first. */
export function listAccountsOfOwner(
  db: DbOrTrx,
  kind: AccountKind,
  ownerRef: string,
): Promise<WalletAccountRow[]> {
  return db
    .selectFrom('wallet_account')
    .selectAll()
    .where('kind', '=', kind)
    .where('owner_ref', '=', ownerRef)
    .orderBy('id')
    .execute();
}
