import { minorToDecimal } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import type { StaffActor } from '../../plugins/staff-auth';
import { record, withAudit } from '../audit/audit.service';
import { decideFourEyes, fourEyesDto, requestFourEyes } from '../staff/four-eyes.service';
import { findOpenFourEyesRequest } from '../staff/four-eyes.repository';
import { approveWithdrawal, lockForReview, rejectWithdrawal } from './withdrawals-review.service';
import { forceReceipt } from './receipt.service';
import { findWithdrawalOrder } from './withdrawals.repository';

/**
 * Staff decisions on withdrawals, each audited in its own transaction (docs/back-office.md): approve (above
 * FOUR_EYES_LIMIT it becomes a request a second staff member confirms), reject with a reason, forced receipt.
 */
export async function approveAsStaff(
  db: DbOrTrx,
  options: { secret: string; limit: number },
  who: StaffActor,
  id: number,
) {
  return withTransaction(db, async (trx) => {
    const row = await lockForReview(trx, id);
    const amount = minorToDecimal(Number(row.amount_minor));
    if (amount > options.limit) {
      const open = await findOpenFourEyesRequest(trx, 'withdrawal.approve', 'withdrawalId', id);
      if (open) return { fourEyes: fourEyesDto(open) };
      const fourEyes = await requestFourEyes(trx, who, {
        kind: 'withdrawal.approve',
        amount,
        payload: { withdrawalId: id },
        summary: { withdrawalId: id, memberId: row.member_id, amount, currency: row.currency },
      });
      return { fourEyes };
    }
    return approveAudited(trx, options.secret, who, id, null);
  });
}

async function approveAudited(
  trx: Transaction<Database>,
  secret: string,
  who: StaffActor,
  id: number,
  requestedBy: string | null,
) {
  const result = await approveWithdrawal(trx, secret, id, who.actor);
  await record(trx, who, {
    action: 'withdrawal.approve',
    entity: 'withdrawal',
    entityId: id,
    before: { status: 'pending' },
    after: { status: result.order.status, ...(requestedBy ? { requestedBy } : {}) },
  });
  return result;
}

/** A second staff member confirms (the withdrawal is approved and paid out now) or rejects the request. */
export function decideApproval(
  db: DbOrTrx,
  secret: string,
  who: StaffActor,
  requestId: number,
  decision: 'confirmed' | 'rejected',
) {
  return decideFourEyes(db, who, requestId, 'withdrawal.approve', decision, (trx, payload, requestedBy) =>
    approveAudited(trx, secret, who, Number(payload.withdrawalId), requestedBy),
  );
}

export function rejectAsStaff(db: DbOrTrx, who: StaffActor, id: number, reason: string) {
  return withAudit(db, who, async (trx) => {
    const order = await rejectWithdrawal(trx, id, who.actor, reason);
    return {
      result: order,
      audit: {
        action: 'withdrawal.reject',
        entity: 'withdrawal',
        entityId: id,
        before: { status: 'pending' },
        after: { status: order.status },
        reason,
      },
    };
  });
}

export function forceReceiptAsStaff(db: DbOrTrx, who: StaffActor, id: number) {
  return withAudit(db, who, async (trx) => {
    // What the member had answered is what the operator overrode: the trail keeps it.
    const before = await findWithdrawalOrder(trx, id);
    const receipt = await forceReceipt(trx, id, who.actor);
    return {
      result: receipt,
      audit: {
        action: 'withdrawal.force-receipt',
        entity: 'withdrawal',
        entityId: id,
        before: { receipt: before?.receipt_answer ?? null },
        after: { receipt: 'received' },
      },
    };
  });
}
