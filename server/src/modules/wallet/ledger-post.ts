import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { callWalletPost } from './ledger.repository';
import type { LedgerLeg, PostedTransaction, PostTransactionInput } from './ledger.service';

/**
 * Moves money: one transaction of balanced entries, applied exactly once per idempotency key.
 * Same key + same (kind, legs) → the first result again (`replayed: true`); same key with a
 * different payload → 409 DUPLICATE_TRANSACTION. Given a `trx`, runs inside it (the caller
 * commits or rolls back everything together); given the db, it is atomic on its own.
 */
export async function postTransaction(db: DbOrTrx, input: PostTransactionInput): Promise<PostedTransaction> {
  validateInput(input);
  // One statement (wallet_post) is atomic on its own: no BEGIN/COMMIT round trips needed, and
  // inside a caller's transaction it simply joins it. A refusal writes nothing and raises
  // nothing in SQL, so the caller's transaction stays usable after an AppError.
  return postOnce(db, input);
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

type PostOutcome =
  | { status: 'posted' | 'replayed'; transactionId: number; kind: string; createdAt: string; legs: [number, number, number][] }
  | { status: 'duplicate'; transactionId: number }
  | { status: 'missing'; accountId: number }
  | { status: 'unbalanced'; currency: string; sum: number }
  | { status: 'insufficient'; accountId: number; balanceMinor: number };

async function postOnce(db: DbOrTrx, input: PostTransactionInput): Promise<PostedTransaction> {
  const outcome = await callWalletPost(db, {
    key: input.idempotencyKey,
    hash: requestHash(input.kind, input.legs),
    kind: input.kind,
    metadata: JSON.stringify(input.metadata ?? {}),
    accounts: input.legs.map((l) => l.accountId),
    amounts: input.legs.map((l) => l.amountMinor),
  }) as PostOutcome;
  switch (outcome.status) {
    case 'posted':
    case 'replayed':
      return {
        transactionId: Number(outcome.transactionId),
        idempotencyKey: input.idempotencyKey,
        kind: outcome.kind,
        createdAt: new Date(outcome.createdAt),
        legs: outcome.legs.map(([accountId, amountMinor, balanceAfterMinor]) => ({ accountId, amountMinor, balanceAfterMinor })),
        replayed: outcome.status === 'replayed',
      };
    case 'duplicate':
      throw new AppError(409, ERROR_CODES.DUPLICATE_TRANSACTION, 'This idempotency key was already used for a different transaction', {
        transactionId: outcome.transactionId,
      });
    case 'missing':
      throw new AppError(404, ERROR_CODES.ACCOUNT_NOT_FOUND, `Account ${outcome.accountId} does not exist`);
    case 'unbalanced':
      throw invalidLegs(`Legs in ${outcome.currency} sum to ${outcome.sum}, not 0`);
    case 'insufficient':
      throw new AppError(422, ERROR_CODES.INSUFFICIENT_BALANCE, 'Insufficient balance', {
        accountId: outcome.accountId,
        balanceMinor: outcome.balanceMinor,
      });
  }
}
