import { ERROR_CODES, minorToDecimal, type WithdrawalOrder } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { sendMemberMessage } from '../messages/messages.service';
import { requestDemoPayout } from '../payment-gateway-demo/payouts';
import { voidHold } from '../wallet/ledger.service';
import {
  findPayoutAccount,
  findWithdrawalOrder,
  insertWithdrawalAudit,
  listWithdrawalAudit,
  listWithdrawalsByStatus,
  lockWithdrawalOrderNoWait,
  updateWithdrawalOrder,
  type WithdrawalOrderRow,
} from './withdrawals.repository';
import { maskNumber } from './payout-accounts.service';
import { describe } from './withdrawals.service';

/** Operators' review of withdrawals (docs/payments.md "Money out"): approve pays out, reject returns the hold. */

export async function listPendingWithdrawals(db: DbOrTrx) {
  const rows = await listWithdrawalsByStatus(db, 'pending', 200);
  return rows.map((row) => ({
    orderId: Number(row.id),
    memberId: row.member_id,
    memberAccount: row.member_account,
    amount: minorToDecimal(Number(row.amount_minor)),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * The pending order, locked for this decision. Two staff deciding at once: the second is refused at once with 409
 * DECISION_CONFLICT (the row is locked by the first), or 409 WITHDRAWAL_STATE_INVALID once the first committed.
 */
export async function lockForReview(trx: Transaction<Database>, id: number): Promise<WithdrawalOrderRow> {
  const row = await lockWithdrawalOrderNoWait(trx, id).catch((err: unknown) => {
    if ((err as { code?: string }).code === '55P03')
      throw new AppError(
        409,
        ERROR_CODES.DECISION_CONFLICT,
        'Another staff member is deciding this withdrawal now',
      );
    throw err;
  });
  if (!row) throw new AppError(404, ERROR_CODES.WITHDRAWAL_NOT_FOUND, 'Withdrawal not found');
  if (row.status !== 'pending') {
    throw new AppError(409, ERROR_CODES.WITHDRAWAL_STATE_INVALID, `Withdrawal is already ${row.status}`, {
      status: row.status,
    });
  }
  return row;
}

/** Approve: the hold stays; the payout is requested from the gateway, whose webhook settles the hold. */
export async function approveWithdrawal(
  db: DbOrTrx,
  secret: string,
  id: number,
  actor: string,
  now = new Date(),
): Promise<{ order: WithdrawalOrder; payoutUrl: string }> {
  return withTransaction(db, async (trx) => {
    const row = await lockForReview(trx, id);
    const payoutAccount = await findPayoutAccount(trx, row.payout_account_id);
    const payout = requestDemoPayout(secret, {
      merchantPayoutId: Number(row.id),
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      destination: `${payoutAccount?.provider ?? ''} ${maskNumber(payoutAccount?.account_number ?? '')}`,
    });
    await updateWithdrawalOrder(trx, row.id, {
      status: 'approved',
      reviewedBy: actor,
      reviewedAt: now,
      gatewayTxId: payout.gatewayTxId,
    });
    await insertWithdrawalAudit(trx, { orderId: row.id, action: 'approved', actor });
    await sendMemberMessage(trx, {
      memberId: row.member_id,
      kind: 'withdrawal.approved',
      params: {
        orderId: Number(row.id),
        amount: minorToDecimal(Number(row.amount_minor)),
        currency: row.currency,
      },
      dedupeKey: `withdrawal.approved:${row.id}`,
    });
    const updated = await findWithdrawalOrder(trx, row.id);
    return { order: await describe(trx, updated!), payoutUrl: payout.payoutUrl };
  });
}

/** Reject with a reason: the hold is voided (the money is available again at once). */
export async function rejectWithdrawal(
  db: DbOrTrx,
  id: number,
  actor: string,
  reason: string,
  now = new Date(),
): Promise<WithdrawalOrder> {
  return withTransaction(db, async (trx) => {
    const row = await lockForReview(trx, id);
    await voidHold(trx, { holdKey: row.hold_key, metadata: { withdrawalId: Number(row.id), reason, actor } });
    await updateWithdrawalOrder(trx, row.id, {
      status: 'rejected',
      reason,
      reviewedBy: actor,
      reviewedAt: now,
    });
    await insertWithdrawalAudit(trx, { orderId: row.id, action: 'rejected', actor, detail: reason });
    await sendMemberMessage(trx, {
      memberId: row.member_id,
      kind: 'withdrawal.rejected',
      params: {
        orderId: Number(row.id),
        amount: minorToDecimal(Number(row.amount_minor)),
        currency: row.currency,
        reason,
      },
      dedupeKey: `withdrawal.rejected:${row.id}`,
    });
    return describe(trx, (await findWithdrawalOrder(trx, row.id))!);
  });
}

/** Every step of one withdrawal, oldest first: who did what (GET /wps/admin/withdrawals/:id/audit). */
export async function withdrawalAudit(db: DbOrTrx, id: number) {
  const rows = await listWithdrawalAudit(db, id);
  return rows.map((r) => ({
    action: r.action,
    actor: r.actor,
    detail: r.detail,
    at: r.created_at.toISOString(),
  }));
}
