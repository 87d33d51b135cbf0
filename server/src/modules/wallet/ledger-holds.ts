import { ERROR_CODES } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { getAccount, systemAccount } from './ledger-accounts';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { postTransaction } from './ledger-post';
import type { PostedTransaction } from './ledger.service';
import type { HoldStatus } from './wallet.table';
import { findHoldByKey, insertHoldIfMissing, markHoldSettled } from './wallet-hold.repository';

/**
 * Two-phase moves for money that leaves the site's control (withdrawals, transfer wallets):
 * `hold` reserves the amount in the currency's pending account, then exactly one of `postHold`
 * (to a destination) or `voidHold` (back to the source) settles it. Every step is keyed by the
 * hold key, so retries are safe; settling twice the same way replays, the other way is refused.
 * Never void on a timeout alone: ask the other side first, then reconcile.
 */
export interface HoldInput {
  holdKey: string;
  accountId: number;
  amountMinor: number;
  metadata?: Record<string, unknown>;
  /** The ledger kind of this step, as account records name it (default `hold`; transfer wallets name their own). */
  kind?: string;
}
export interface PostHoldInput {
  holdKey: string;
  toAccountId: number;
  metadata?: Record<string, unknown>;
  /** Default `hold-post`. */
  kind?: string;
}
export interface VoidHoldInput {
  holdKey: string;
  metadata?: Record<string, unknown>;
  /** Default `hold-void`. */
  kind?: string;
}
export interface HoldResult {
  holdKey: string;
  status: HoldStatus;
  sourceAccountId: number;
  amountMinor: number;
  /** The ledger transaction of this step (a replay returns the first one). */
  transaction: PostedTransaction;
}

export async function hold(db: DbOrTrx, input: HoldInput): Promise<HoldResult> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new AppError(
      400,
      ERROR_CODES.INVALID_LEGS,
      'A hold amount must be a positive integer of minor units',
    );
  }
  return withTransaction(db, async (trx) => {
    const source = await getAccount(trx, input.accountId);
    const pending = await systemAccount(trx, 'pending', source.currency);
    const transaction = await postTransaction(trx, {
      idempotencyKey: `hold:${input.holdKey}`,
      kind: input.kind ?? 'hold',
      legs: [
        { accountId: source.id, amountMinor: -input.amountMinor },
        { accountId: pending.id, amountMinor: input.amountMinor },
      ],
      metadata: input.metadata,
    });
    await insertHoldIfMissing(trx, {
      hold_key: input.holdKey,
      source_account_id: source.id,
      pending_account_id: pending.id,
      amount_minor: input.amountMinor,
    });
    const row = await findHold(trx, input.holdKey, false);
    return {
      holdKey: input.holdKey,
      status: row.status,
      sourceAccountId: source.id,
      amountMinor: row.amount_minor,
      transaction,
    };
  });
}

export function postHold(db: DbOrTrx, input: PostHoldInput): Promise<HoldResult> {
  return settle(db, input.holdKey, 'posted', input.toAccountId, input.metadata, input.kind ?? 'hold-post');
}

export function voidHold(db: DbOrTrx, input: VoidHoldInput): Promise<HoldResult> {
  return settle(db, input.holdKey, 'voided', null, input.metadata, input.kind ?? 'hold-void');
}

async function findHold(trx: Transaction<Database>, holdKey: string, lock: boolean) {
  const row = await findHoldByKey(trx, holdKey, lock);
  if (!row) throw new AppError(404, ERROR_CODES.HOLD_NOT_FOUND, `No hold ${holdKey}`);
  return row;
}

async function settle(
  db: DbOrTrx,
  holdKey: string,
  outcome: 'posted' | 'voided',
  toAccountId: number | null,
  metadata: Record<string, unknown> | undefined,
  kind: string,
): Promise<HoldResult> {
  return withTransaction(db, async (trx) => {
    // The row lock makes post and void of the same hold take turns; the loser sees the status.
    const row = await findHold(trx, holdKey, true);
    const destination = toAccountId ?? row.source_account_id;
    const sameOutcome =
      row.status === outcome && (outcome === 'voided' || row.destination_account_id === destination);
    if (row.status !== 'held' && !sameOutcome) {
      throw new AppError(409, ERROR_CODES.HOLD_ALREADY_SETTLED, `Hold ${holdKey} is already ${row.status}`, {
        status: row.status,
      });
    }
    const transaction = await postTransaction(trx, {
      idempotencyKey: `hold:${holdKey}:${outcome === 'posted' ? 'post' : 'void'}`,
      kind,
      legs: [
        { accountId: row.pending_account_id, amountMinor: -row.amount_minor },
        { accountId: destination, amountMinor: row.amount_minor },
      ],
      metadata,
    });
    if (row.status === 'held') {
      await markHoldSettled(trx, row.id, outcome, destination);
    }
    return {
      holdKey,
      status: outcome,
      sourceAccountId: row.source_account_id,
      amountMinor: row.amount_minor,
      transaction,
    };
  });
}
