import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { ensureMemberAccount, getBalance, vendorAccount } from '../wallet/ledger.service';

/**
 * The seamless wallet's ledger accounts and balance. Money itself moves inside `seamless_callback` (migration 0311)
 * through the ledger's own wallet_post, in the callback's one statement.
 */
export interface WalletAccounts {
  member: number;
  vendor: number;
}

/**
 * Ledger account ids never change once created, so each process remembers them (per database handle): a
 * callback then costs one ledger statement instead of four look-ups. Created outside the callback's
 * transaction, so a rolled-back callback cannot leave a remembered id that does not exist.
 */
const accountCache = new WeakMap<Db, Map<string, number>>();
/** The vendor's side is spread over shards by member, so members' bets do not queue on one balance row. */
const VENDOR_SHARDS = 16;

export async function walletAccounts(
  db: Db,
  memberId: number,
  vendor: string,
  currency: string,
): Promise<WalletAccounts> {
  let cache = accountCache.get(db);
  if (!cache) accountCache.set(db, (cache = new Map()));
  const memberKey = `m:${memberId}:${currency}`;
  const shard = memberId % VENDOR_SHARDS;
  const vendorKey = `v:${vendor}#${shard}:${currency}`;
  let member = cache.get(memberKey);
  let vendorId = cache.get(vendorKey);
  if (member === undefined)
    cache.set(memberKey, (member = (await ensureMemberAccount(db, memberId, currency)).id));
  if (vendorId === undefined)
    cache.set(vendorKey, (vendorId = (await vendorAccount(db, vendor, currency, shard)).id));
  return { member, vendor: vendorId };
}

export function memberBalanceMinor(trx: DbOrTrx, accounts: WalletAccounts): Promise<number> {
  return getBalance(trx, accounts.member);
}
