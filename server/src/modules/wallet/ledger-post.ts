import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import {
  addToBalances,
  findTransactionByKey,
  insertEntries,
  insertTransactionIfNew,
  lockAccounts,
  readPostedLegs,
} from './ledger.repository';
import type { LedgerLeg, PostedLeg, PostedTransaction, PostTransactionInput } from './ledger.service';

/**
 * Moves money: one transaction of balanced entries, applied exactly once per idempotency key.
 * Same key + same (kind, legs) → the first result again (`replayed: true`); same key with a
 * different payload → 409 DUPLICATE_TRANSACTION. Given a `trx`, runs inside it (the caller
 * commits or rolls back everything together); given the db, opens its own transaction.
 */
export async function postTransaction(db: DbOrTrx, input: PostTransactionInput): Promise<PostedTransaction> {
  validateInput(input);
  return withTransaction(db, (trx) => postInTransaction(trx, input));
}

const MAX_KEY_LENGTH = 200;

function invalidLegs(message: string): AppError {
  return new AppError(400, ERROR_CODES.INVALID_LEGS, message);
}

function validateInput({ idempotencyKey, kind, legs }: PostTransactionInput): void {
  if (!idempotencyKey || idempotencyKey.length > MAX_KEY_LENGTH || !kind || kind.length > 50) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'idempotencyKey and kind are required (key ≤ 200 chars)');
  }
  if (legs.length < 2) throw invalidLegs('A transaction needs at least two legs');
  const seen = new Set<number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountMinor) || leg.amountMinor === 0) {
      throw invalidLegs('Every leg amount must be a non-zero integer of minor units');
    }
    if (!Number.isSafeInteger(leg.accountId) || leg.accountId <= 0) throw invalidLegs('Invalid account id');
    if (seen.has(leg.accountId)) throw invalidLegs('An account may appear only once per transaction');
    seen.add(leg.accountId);
  }
}

/** sha256 over the canonical money payload (legs sorted by account) — what a replay must match. */
export function requestHash(kind: string, legs: readonly LedgerLeg[]): string {
  const canonical = [...legs]
    .sort((a, b) => a.accountId - b.accountId)
    .map((l) => `${l.accountId}:${l.amountMinor}`)
    .join(',');
  return createHash('sha256').update(`${kind}|${canonical}`).digest('hex');
}

async function postInTransaction(trx: Transaction<Database>, input: PostTransactionInput): Promise<PostedTransaction> {
  const hash = requestHash(input.kind, input.legs);
  // Claiming the key first serialises racing retries on the unique index: the loser waits for
  // the winner's commit and then sees its row (or takes over if the winner rolled back).
  const claimed = await insertTransactionIfNew(trx, {
    idempotency_key: input.idempotencyKey,
    request_hash: hash,
    kind: input.kind,
    metadata: JSON.stringify(input.metadata ?? {}),
  });
  if (!claimed) return replay(trx, input.idempotencyKey, hash);

  const accounts = await lockAccounts(
    trx,
    input.legs.map((l) => l.accountId),
  );
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const sums = new Map<string, number>();
  const posted: PostedLeg[] = [];
  for (const leg of input.legs) {
    const account = byId.get(leg.accountId);
    if (!account) throw new AppError(404, ERROR_CODES.ACCOUNT_NOT_FOUND, `Account ${leg.accountId} does not exist`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + leg.amountMinor);
    const balanceAfterMinor = account.balance_minor + leg.amountMinor;
    if (balanceAfterMinor < 0 && NON_NEGATIVE_KINDS.has(account.kind)) {
      throw new AppError(422, ERROR_CODES.INSUFFICIENT_BALANCE, 'Insufficient balance', {
        accountId: account.id,
        balanceMinor: account.balance_minor,
      });
    }
    posted.push({ ...leg, balanceAfterMinor });
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw invalidLegs(`Legs in ${currency} sum to ${sum}, not 0`);
  }
  await insertEntries(trx, claimed.id, posted);
  await addToBalances(trx, input.legs);
  return {
    transactionId: claimed.id,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    createdAt: claimed.created_at,
    legs: posted,
    replayed: false,
  };
}

/** Kinds whose balance is money held for someone: the service and a CHECK keep them ≥ 0. */
const NON_NEGATIVE_KINDS = new Set(['member', 'agent', 'pending']);

async function replay(trx: Transaction<Database>, key: string, hash: string): Promise<PostedTransaction> {
  const first = await findTransactionByKey(trx, key);
  if (!first) throw new Error(`idempotency key ${key} claimed but not readable`);
  if (first.request_hash !== hash) {
    throw new AppError(
      409,
      ERROR_CODES.DUPLICATE_TRANSACTION,
      'This idempotency key was already used for a different transaction',
      { transactionId: first.id },
    );
  }
  return {
    transactionId: first.id,
    idempotencyKey: key,
    kind: first.kind,
    createdAt: first.created_at,
    legs: await readPostedLegs(trx, first.id),
    replayed: true,
  };
}
