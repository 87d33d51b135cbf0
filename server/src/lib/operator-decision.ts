import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { withTransaction, type DbOrTrx } from '../db/with-transaction';
import { AppError } from '../errors';

export type Decision = 'approved' | 'rejected';

/** One kind of request an operator approves or rejects (promotion applications, points redemptions). */
export interface DecidedRequest<Row extends { status: string }> {
  /** The request's row, locked until the transaction ends (undefined when there is none). */
  lock(trx: Transaction<Database>, id: number): Promise<Row | undefined>;
  /** The one status a decision may leave from. */
  pendingStatus: Row['status'];
  notFound: { code: string; message: string };
  alreadyDecided: { code: string; message: string };
  /** What the decision does besides its status (pay, refund), in the same transaction. */
  carryOut(trx: Transaction<Database>, row: Row, decision: Decision, now: Date): Promise<void>;
  /** Records the decision on the row. */
  record(
    trx: Transaction<Database>,
    id: number,
    decision: Decision,
    remark: string,
    now: Date,
  ): Promise<void>;
}

/**
 * pending → approved or rejected, once: the row is locked, so two operators deciding at once decide it once, and a
 * decided request refuses a second decision (409, with its status). What the decision does (a bonus credited, a cash
 * reward paid, points refunded) happens in the same transaction as the status change.
 */
export function decideOnce<Row extends { status: string }>(
  db: DbOrTrx,
  request: DecidedRequest<Row>,
  id: number,
  decision: Decision,
  remark: string,
  now: Date,
): Promise<{ id: number; status: Decision }> {
  return withTransaction(db, async (trx) => {
    const row = await request.lock(trx, id);
    if (!row) throw new AppError(404, request.notFound.code, request.notFound.message);
    if (row.status !== request.pendingStatus) {
      throw new AppError(409, request.alreadyDecided.code, request.alreadyDecided.message, {
        status: row.status,
      });
    }
    await request.carryOut(trx, row, decision, now);
    await request.record(trx, id, decision, remark, now);
    return { id, status: decision };
  });
}
