import {
  ERROR_CODES,
  RECEIPT_PROOFS_MAX,
  RECEIPT_PROOF_MAX_BYTES,
  decimalToMinor,
  minorToDecimal,
  type ConfirmReceiptRequest,
  type WithdrawalReceipt,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { checkImages, readImage, storeImages } from '../../lib/proof-images';
import { RECEIPT_SILENCE_MINUTES } from './withdrawals.config';
import {
  confirmSilentReceipts,
  findWithdrawalOrder,
  insertWithdrawalAudit,
  listReceiptDisputes,
  lockWithdrawalOrder,
  recordReceipt,
  type WithdrawalOrderRow,
} from './withdrawals.repository';

/**
 * Receipt confirmation after a payout (docs/payments.md "Receipt confirmation"): the member says received (final),
 * not received or partly received (disputes, with proof images); silence for RECEIPT_SILENCE_MINUTES counts as
 * received; an operator may force "received". A final receipt never changes (the database refuses it too).
 */

const PROOF_AREA = 'withdrawals';

export function describeReceipt(row: WithdrawalOrderRow): WithdrawalReceipt | null {
  if (!row.receipt_answer || !row.receipt_by || !row.receipt_at) return null;
  const received = row.receipt_received_minor === null ? null : Number(row.receipt_received_minor);
  return {
    answer: row.receipt_answer,
    receivedAmount: received === null ? null : minorToDecimal(received),
    remainingAmount: received === null ? null : minorToDecimal(Number(row.amount_minor) - received),
    by: row.receipt_by,
    final: row.receipt_final,
    proofCount: row.receipt_proofs.length,
    at: row.receipt_at.toISOString(),
  };
}

/** Paid and not answered: when silence will count as received. */
export function receiptDueAt(row: WithdrawalOrderRow): Date | null {
  if (row.status !== 'paid' || row.receipt_answer || !row.paid_at) return null;
  return new Date(row.paid_at.getTime() + RECEIPT_SILENCE_MINUTES * 60_000);
}

function notFound(): AppError {
  return new AppError(404, ERROR_CODES.WITHDRAWAL_NOT_FOUND, 'Withdrawal not found');
}

function assertOpen(row: WithdrawalOrderRow): void {
  if (row.status !== 'paid') {
    throw new AppError(409, ERROR_CODES.WITHDRAWAL_STATE_INVALID, 'Only a paid withdrawal can be confirmed', {
      status: row.status,
    });
  }
  if (row.receipt_final) {
    throw new AppError(409, ERROR_CODES.WITHDRAWAL_RECEIPT_FINAL, 'The receipt was already confirmed');
  }
}

/** The member's answer for their own paid withdrawal. Someone else's order is "not found", never "forbidden". */
export async function confirmReceipt(
  db: DbOrTrx,
  dataDir: string,
  memberId: number,
  id: number,
  request: ConfirmReceiptRequest,
  now = new Date(),
): Promise<WithdrawalReceipt> {
  // Images are checked before any lock is taken: a bad file refuses everything and nothing is stored.
  const images =
    request.answer === 'received'
      ? []
      : checkImages(request.proofs, {
          maxBytes: RECEIPT_PROOF_MAX_BYTES,
          tooBigCode: ERROR_CODES.WITHDRAWAL_PROOF_TOO_BIG,
          wrongTypeCode: ERROR_CODES.WITHDRAWAL_PROOF_TYPE,
        });
  return withTransaction(db, async (trx) => {
    const row = await lockWithdrawalOrder(trx, id);
    if (!row || row.member_id !== memberId) throw notFound();
    assertOpen(row);
    let receivedMinor: number | null = null;
    if (request.answer === 'partly_received') {
      receivedMinor = decimalToMinor(request.receivedAmount);
      if (receivedMinor <= 0 || receivedMinor >= Number(row.amount_minor)) {
        throw new AppError(
          400,
          ERROR_CODES.WITHDRAWAL_RECEIPT_AMOUNT_INVALID,
          'The amount received must be above 0 and below the withdrawal',
        );
      }
    }
    if (row.receipt_proofs.length + images.length > RECEIPT_PROOFS_MAX) {
      throw new AppError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        `At most ${RECEIPT_PROOFS_MAX} proof images in all`,
      );
    }
    await storeImages(dataDir, PROOF_AREA, Number(row.id), images, row.receipt_proofs.length);
    await recordReceipt(trx, row.id, {
      answer: request.answer,
      receivedMinor,
      by: 'member',
      final: request.answer === 'received',
      at: now,
      proofs: [...row.receipt_proofs, ...images.map((i) => i.ext)],
    });
    await insertWithdrawalAudit(trx, {
      orderId: row.id,
      action: `receipt:${request.answer}`,
      actor: `member:${memberId}`,
      detail: receivedMinor === null ? null : `received ${minorToDecimal(receivedMinor)}`,
    });
    return describeReceipt((await findWithdrawalOrder(trx, row.id))!)!;
  });
}

/** Operator: "received", final, whatever the member said; audited with who and when. */
export async function forceReceipt(db: DbOrTrx, id: number, actor: string, now = new Date()) {
  return withTransaction(db, async (trx) => {
    const row = await lockWithdrawalOrder(trx, id);
    if (!row) throw notFound();
    assertOpen(row);
    await recordReceipt(trx, row.id, {
      answer: 'received',
      receivedMinor: null,
      by: 'operator',
      final: true,
      at: now,
      proofs: row.receipt_proofs,
    });
    await insertWithdrawalAudit(trx, {
      orderId: row.id,
      action: 'receipt:forced',
      actor,
      detail: row.receipt_answer ? `member had answered ${row.receipt_answer}` : null,
    });
    return describeReceipt((await findWithdrawalOrder(trx, row.id))!)!;
  });
}

/** The job: every paid withdrawal left unanswered for RECEIPT_SILENCE_MINUTES becomes received. */
export async function confirmSilentReceiptsDue(db: DbOrTrx, now = new Date()): Promise<number> {
  const paidBefore = new Date(now.getTime() - RECEIPT_SILENCE_MINUTES * 60_000);
  return withTransaction(db, async (trx) => {
    const rows = await confirmSilentReceipts(trx, paidBefore, now);
    for (const { id } of rows) {
      await insertWithdrawalAudit(trx, { orderId: id, action: 'receipt:auto', actor: 'system' });
    }
    return rows.length;
  });
}

/** Proof image `n`: the owner (memberId) or an operator (memberId null). */
export async function readReceiptProof(
  db: DbOrTrx,
  dataDir: string,
  id: number,
  n: number,
  memberId: number | null,
) {
  const row = await findWithdrawalOrder(db, id);
  if (!row || (memberId !== null && row.member_id !== memberId)) {
    throw new AppError(404, ERROR_CODES.WITHDRAWAL_PROOF_NOT_FOUND, 'Image not found');
  }
  return readImage(
    dataDir,
    PROOF_AREA,
    Number(row.id),
    n,
    row.receipt_proofs,
    ERROR_CODES.WITHDRAWAL_PROOF_NOT_FOUND,
  );
}

/** The operators' queue of disputed receipts, oldest answer first. */
export async function listDisputedReceipts(db: DbOrTrx) {
  const rows = await listReceiptDisputes(db, 200);
  return rows.map((row) => ({
    orderId: Number(row.id),
    memberAccount: row.member_account,
    amount: minorToDecimal(Number(row.amount_minor)),
    currency: row.currency,
    receipt: describeReceipt(row)!,
  }));
}
