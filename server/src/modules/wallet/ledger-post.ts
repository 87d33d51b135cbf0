import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import {
  callWalletNotifyBalances,
  callWalletPost,
  callWalletPostNotifyAfter,
  callWalletPostTransfers,
} from './ledger.repository';
import type { LedgerLeg, PostedTransaction, PostTransactionInput, TransferInput } from './ledger.service';

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

/**
 * Many two-leg transfers (a positive amount from one account to another) in one statement, each under its own
 * idempotency key, with exactly the result of posting them one after the other with postTransaction: for settling a
 * chunk of lottery wins, where one posting per win was most of the cost (docs/performance.md). All or nothing: a
 * refusal (missing account, currencies that differ, a balance that would go negative) writes nothing and throws the
 * error postTransaction would. When any key is already in the ledger (a replay), every transfer is posted one by one
 * instead, so each is replayed or refused exactly as a single posting would be.
 */
export async function postTransfers(db: DbOrTrx, transfers: readonly TransferInput[]): Promise<void> {
  if (transfers.length === 0) return;
  const asPostings = transfers.map(toPosting);
  asPostings.forEach(validateInput);
  if (new Set(transfers.map((t) => t.idempotencyKey)).size !== transfers.length) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      'Each transfer of a batch needs its own idempotency key',
    );
  }
  const outcome = (await callWalletPostTransfers(db, {
    keys: transfers.map((t) => t.idempotencyKey),
    hashes: asPostings.map((p) => requestHash(p.kind, p.legs)),
    kinds: transfers.map((t) => t.kind),
    metadata: transfers.map((t) => JSON.stringify(t.metadata ?? {})),
    from: transfers.map((t) => t.fromAccountId),
    to: transfers.map((t) => t.toAccountId),
    amounts: transfers.map((t) => t.amountMinor),
  })) as Refusal | { status: 'replay-needed' } | { status: 'posted'; count: number };
  if (outcome.status === 'posted') return;
  if (outcome.status === 'replay-needed') {
    for (const posting of asPostings) await postOnce(db, posting);
    return;
  }
  refusal(outcome);
}

/** The same movement as a postTransaction input: the legs in the order wallet_post would record them. */
function toPosting(t: TransferInput): PostTransactionInput {
  if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor <= 0)
    throw invalidLegs('A transfer amount must be a positive integer of minor units');
  return {
    idempotencyKey: t.idempotencyKey,
    kind: t.kind,
    legs: [
      { accountId: t.fromAccountId, amountMinor: -t.amountMinor },
      { accountId: t.toAccountId, amountMinor: t.amountMinor },
    ],
    ...(t.metadata ? { metadata: t.metadata } : {}),
  };
}

const MAX_KEY_LENGTH = 200;

function invalidLegs(message: string): AppError {
  return new AppError(400, ERROR_CODES.INVALID_LEGS, message);
}

function validateInput({ idempotencyKey, kind, legs }: PostTransactionInput): void {
  if (!idempotencyKey || idempotencyKey.length > MAX_KEY_LENGTH || !kind || kind.length > 50) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      'idempotencyKey and kind are required (key ≤ 200 chars)',
    );
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
  | {
      status: 'posted' | 'replayed';
      transactionId: number;
      kind: string;
      createdAt: string;
      legs: [number, number, number][];
      notify?: string[];
    }
  | { status: 'duplicate'; transactionId: number }
  | { status: 'missing'; accountId: number }
  | { status: 'unbalanced'; currency: string; sum: number }
  | { status: 'insufficient'; accountId: number; balanceMinor: number };

export type Refusal = Exclude<PostOutcome, { status: 'posted' | 'replayed' }>;

async function postOnce(db: DbOrTrx, input: PostTransactionInput): Promise<PostedTransaction> {
  // A posting that is its own transaction tells the members after its commit (migration 0106): inside it, the NOTIFY
  // would hold PostgreSQL's one NOTIFY lock through the commit's flush and postings would commit one at a time. In a
  // caller's transaction the trigger notifies at that transaction's commit, as before.
  const ownTransaction = !db.isTransaction;
  const outcome = (await (ownTransaction ? callWalletPostNotifyAfter : callWalletPost)(db, {
    key: input.idempotencyKey,
    hash: requestHash(input.kind, input.legs),
    kind: input.kind,
    metadata: JSON.stringify(input.metadata ?? {}),
    accounts: input.legs.map((l) => l.accountId),
    amounts: input.legs.map((l) => l.amountMinor),
  })) as PostOutcome;
  switch (outcome.status) {
    case 'posted':
    case 'replayed':
      if (ownTransaction && outcome.notify?.length) await callWalletNotifyBalances(db, outcome.notify);
      return {
        transactionId: Number(outcome.transactionId),
        idempotencyKey: input.idempotencyKey,
        kind: outcome.kind,
        createdAt: new Date(outcome.createdAt),
        legs: outcome.legs.map(([accountId, amountMinor, balanceAfterMinor]) => ({
          accountId,
          amountMinor,
          balanceAfterMinor,
        })),
        replayed: outcome.status === 'replayed',
      };
    default:
      return refusal(outcome);
  }
}

/**
 * The error of a posting the ledger refused (nothing was written), from wallet_post's answer: also for database
 * functions that post through wallet_post themselves (lottery_place_order) and hand its answer back.
 */
export function refusal(outcome: Refusal): never {
  switch (outcome.status) {
    case 'duplicate':
      throw new AppError(
        409,
        ERROR_CODES.DUPLICATE_TRANSACTION,
        'This idempotency key was already used for a different transaction',
        {
          transactionId: outcome.transactionId,
        },
      );
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
