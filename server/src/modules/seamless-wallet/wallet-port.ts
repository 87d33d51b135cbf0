import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { ensureMemberAccount, getBalance, postTransaction, vendorAccount } from '../wallet/ledger.service';

/** The seamless wallet's only door to money: every movement goes through the ledger service. */
export class InsufficientFunds extends Error {
  constructor(readonly balanceMinor: number) {
    super('insufficient funds');
  }
}

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

export async function walletAccounts(db: Db, memberId: number, vendor: string, currency: string): Promise<WalletAccounts> {
  let cache = accountCache.get(db);
  if (!cache) accountCache.set(db, (cache = new Map()));
  const memberKey = `m:${memberId}:${currency}`;
  const shard = memberId % VENDOR_SHARDS;
  const vendorKey = `v:${vendor}#${shard}:${currency}`;
  let member = cache.get(memberKey);
  let vendorId = cache.get(vendorKey);
  if (member === undefined) cache.set(memberKey, (member = (await ensureMemberAccount(db, memberId, currency)).id));
  if (vendorId === undefined) cache.set(vendorKey, (vendorId = (await vendorAccount(db, vendor, currency, shard)).id));
  return { member, vendor: vendorId };
}

/**
 * Moves `amountMinor` between the member's and the vendor's account inside the caller's transaction and
 * returns the member's balance right after it.
 */
export async function moveMoney(
  trx: DbOrTrx,
  move: { key: string; kind: string; direction: 'member-to-vendor' | 'vendor-to-member'; accounts: WalletAccounts; amountMinor: number; metadata: Record<string, unknown> },
): Promise<number> {
  const sign = move.direction === 'member-to-vendor' ? -1 : 1;
  try {
    const posted = await postTransaction(trx, {
      idempotencyKey: move.key,
      kind: move.kind,
      legs: [
        { accountId: move.accounts.member, amountMinor: sign * move.amountMinor },
        { accountId: move.accounts.vendor, amountMinor: -sign * move.amountMinor },
      ],
      metadata: move.metadata,
    });
    return posted.legs.find((l) => l.accountId === move.accounts.member)?.balanceAfterMinor ?? (await getBalance(trx, move.accounts.member));
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODES.INSUFFICIENT_BALANCE) {
      const value = err.value as { balanceMinor?: number } | undefined;
      throw new InsufficientFunds(value?.balanceMinor ?? (await getBalance(trx, move.accounts.member)));
    }
    throw err;
  }
}

export function memberBalanceMinor(trx: DbOrTrx, accounts: WalletAccounts): Promise<number> {
  return getBalance(trx, accounts.member);
}
