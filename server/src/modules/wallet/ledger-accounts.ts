import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import type { DbOrTrx } from '../../db/with-transaction';
import type { AccountKind } from './wallet.table';
import {
  findAccountByCode,
  findAccountById,
  findAccountIdsByCodes,
  insertAccountsIfMissing,
  listAccountsOfOwner,
} from './wallet-account.repository';

/** An account as other modules see it. Balances are integer minor units. */
export interface LedgerAccount {
  id: number;
  code: string;
  kind: AccountKind;
  ownerRef: string | null;
  currency: string;
  balanceMinor: number;
}

export type SystemAccountKind = 'house' | 'clearing' | 'outside-world' | 'pending';

const CURRENCY = /^[A-Z]{3}$/;

function checkCurrency(currency: string): void {
  if (!CURRENCY.test(currency)) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, `Invalid currency ${JSON.stringify(currency)}`);
  }
}

/**
 * Finds or creates the account with this natural code. Read first (the account nearly always exists: one round trip
 * on every money path), else insert-or-nothing then read, so two concurrent first calls both end with the same
 * single account.
 */
async function ensureAccount(
  db: DbOrTrx,
  kind: AccountKind,
  ownerRef: string | null,
  currency: string,
): Promise<LedgerAccount> {
  checkCurrency(currency);
  const code = ownerRef === null ? `${kind}:${currency}` : `${kind}:${ownerRef}:${currency}`;
  const existing = await findAccountByCode(db, code);
  if (existing) return toAccount(existing);
  await insertAccountsIfMissing(db, [{ code, kind, owner_ref: ownerRef, currency }]);
  const row = await findAccountByCode(db, code);
  if (!row) throw new Error(`Account ${code} was neither found nor created`);
  return toAccount(row);
}

function toAccount(row: {
  id: number;
  code: string;
  kind: AccountKind;
  owner_ref: string | null;
  currency: string;
  balance_minor: number;
}): LedgerAccount {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    ownerRef: row.owner_ref,
    currency: row.currency,
    balanceMinor: row.balance_minor,
  };
}

/** The member's main wallet in `currency` (created with balance 0 on first use). */
export function ensureMemberAccount(db: DbOrTrx, memberId: string | number, currency: string) {
  return ensureAccount(db, 'member', String(memberId), currency);
}

/**
 * Accounts of one kind for many owners in one currency, created with balance 0 where missing: two statements however
 * many owners (for settling a batch of lottery orders). Owner ref → account id.
 */
async function ensureOwnedAccounts(
  db: DbOrTrx,
  kind: AccountKind,
  ownerRefs: readonly string[],
  currency: string,
): Promise<Map<string, number>> {
  checkCurrency(currency);
  const unique = [...new Set(ownerRefs)].sort();
  if (unique.length === 0) return new Map();
  const codeOf = (ref: string) => `${kind}:${ref}:${currency}`;
  const read = async () => {
    const rows = await findAccountIdsByCodes(db, unique.map(codeOf));
    return new Map(rows.map((r) => [r.owner_ref!, r.id]));
  };
  const found = await read();
  const missing = unique.filter((ref) => !found.has(ref));
  if (missing.length === 0) return found;
  // In a fixed order, so two callers creating overlapping sets wait for each other instead of deadlocking.
  await insertAccountsIfMissing(
    db,
    missing.map((ref) => ({ code: codeOf(ref), kind, owner_ref: ref, currency })),
  );
  return read();
}

/** The main wallets of many members in one currency (created where missing). Member id → account id. */
export async function ensureMemberAccounts(
  db: DbOrTrx,
  memberIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const byRef = await ensureOwnedAccounts(db, 'member', memberIds.map(String), currency);
  return new Map([...byRef].map(([ref, id]) => [Number(ref), id]));
}

/** How many sub-accounts the house side of lottery stakes and wins is spread over (see lotteryHouseAccounts). */
export const LOTTERY_HOUSE_SHARDS = 16;

/** The owner ref of the member's house sub-account (`lottery#<n>`), also handed to lottery_place_order. */
export const lotteryHouseOwnerRef = (memberId: number) => `lottery#${memberId % LOTTERY_HOUSE_SHARDS}`;

/**
 * The house's side of this member's lottery stakes, wins and refunds: one of LOTTERY_HOUSE_SHARDS sub-accounts
 * `house:lottery#<n>:<currency>`, chosen by member. With the one house account every stake of every member locked the
 * same balance row until its transaction committed, which queued all placements behind each other (bench:lottery).
 * The house's position is the sum of every `house` account. Member id → house sub-account id, for many members at
 * once (lottery_place_order, migration 0502, finds the one of a placement by lotteryHouseOwnerRef).
 */
export async function lotteryHouseAccounts(
  db: DbOrTrx,
  memberIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const byRef = await ensureOwnedAccounts(db, 'house', memberIds.map(lotteryHouseOwnerRef), currency);
  return new Map(memberIds.map((m) => [m, byRef.get(lotteryHouseOwnerRef(m))!]));
}

/** An agent's own wallet (commissions, salaries) in `currency`. */
export function ensureAgentAccount(db: DbOrTrx, agentId: string | number, currency: string) {
  return ensureAccount(db, 'agent', String(agentId), currency);
}

/** House, clearing, outside-world or pending account of a currency (seeded for PHP and USD). */
export function systemAccount(db: DbOrTrx, kind: SystemAccountKind, currency: string) {
  return ensureAccount(db, kind, null, currency);
}

/** How many sub-accounts money entering or leaving the site is spread over (see outsideWorldAccount). */
export const OUTSIDE_WORLD_SHARDS = 16;

/**
 * The outside world's side of deposits and payouts for this member: one of OUTSIDE_WORLD_SHARDS sub-accounts
 * `outside-world:#<n>:<currency>`, chosen by member. With one account every deposit of every member updates the same
 * balance row and its lock serialises all deposit webhooks (measured: 286/s → see bench-results/deposits.json).
 * The outside world's balance is the sum of its shards and of the unsharded `outside-world:<currency>`.
 */
export function outsideWorldAccount(db: DbOrTrx, memberId: number, currency: string) {
  return ensureAccount(db, 'outside-world', `#${memberId % OUTSIDE_WORLD_SHARDS}`, currency);
}

/**
 * `vendor:<code>:<currency>`: the game vendor's side of bets and wins, created on demand. With `shard`, one of
 * several sub-accounts `vendor:<code>#<shard>:<currency>`: every bet of every member would otherwise update one
 * balance row, and row locks on it would serialise all play on the site. The vendor's balance is the sum of its
 * shards (docs/adr/002-ledger.md).
 */
export function vendorAccount(db: DbOrTrx, vendorCode: string, currency: string, shard?: number) {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(vendorCode)) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid vendor code');
  }
  if (shard !== undefined && !(Number.isInteger(shard) && shard >= 0 && shard < 1000)) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid vendor account shard');
  }
  return ensureAccount(db, 'vendor', shard === undefined ? vendorCode : `${vendorCode}#${shard}`, currency);
}

/**
 * `clearing:transfer-wallet:<code>:<currency>`: what the site has moved into a transfer-wallet vendor for its members
 * and not yet taken back (docs/payments.md "Transfer wallets"). A transfer in posts its hold here, a transfer out
 * pays the member from here; it goes negative when members take out more than they put in (they won at the vendor).
 */
export function transferWalletAccount(db: DbOrTrx, vendorCode: string, currency: string) {
  if (!/^[A-Z0-9_]{2,20}$/.test(vendorCode)) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid vendor code');
  }
  return ensureAccount(db, 'clearing', `transfer-wallet:${vendorCode}`, currency);
}

export async function getAccount(db: DbOrTrx, accountId: number): Promise<LedgerAccount> {
  const row = await findAccountById(db, accountId);
  if (!row) throw new AppError(404, ERROR_CODES.ACCOUNT_NOT_FOUND, `Account ${accountId} does not exist`);
  return toAccount(row);
}

/** The materialised balance in minor units (always equal to Σ of the account's entries). */
export async function getBalance(db: DbOrTrx, accountId: number): Promise<number> {
  return (await getAccount(db, accountId)).balanceMinor;
}

/** Every account of one owner (a member's wallets in each currency), oldest first. */
export async function listOwnerAccounts(
  db: DbOrTrx,
  kind: 'member' | 'agent' | 'vendor',
  ownerRef: string | number,
): Promise<LedgerAccount[]> {
  const rows = await listAccountsOfOwner(db, kind, String(ownerRef));
  return rows.map(toAccount);
}
