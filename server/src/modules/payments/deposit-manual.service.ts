import { ERROR_CODES, minorToDecimal } from '@site/shared/schemas';
import { type DepositMarkPaidRequest } from '@site/shared/schemas/operator';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { sendMemberMessage } from '../messages/messages.service';
import { ensureMemberAccount, outsideWorldAccount, postTransaction } from '../wallet/ledger.service';
import { lockDepositOrder, updateDepositOrder } from './payments.repository';

/** Orders staff may mark paid: the money was found at the gateway but its callback never came or said otherwise. */
const MARKABLE = new Set(['pending', 'failed', 'expired', 'amount_mismatch']);

/**
 * "Mark paid after investigation" (docs/back-office.md "Deposits"): credits the order once, through the ledger,
 * with the gateway reference staff found. The order row is locked for the transaction and the ledger key is the
 * order's own (`deposit:manual:<id>`), so two clicks or two staff credit once; a later gateway callback for the
 * order finds it paid and is ignored (deposits.service.ts). A wrong-amount order is credited what the gateway
 * collected. `audit` runs inside the same transaction, so the audit row exists exactly when the credit does.
 */
export async function markDepositPaid(
  db: DbOrTrx,
  orderId: number,
  request: DepositMarkPaidRequest,
  actor: string,
  audit: (trx: Transaction<Database>, before: object, after: object) => Promise<void>,
  now = new Date(),
) {
  return withTransaction(db, async (trx) => {
    const order = await lockDepositOrder(trx, orderId);
    if (!order) throw new AppError(404, ERROR_CODES.DEPOSIT_ORDER_NOT_FOUND, 'Deposit order not found');
    if (!MARKABLE.has(order.status)) {
      throw new AppError(409, ERROR_CODES.DEPOSIT_STATE_INVALID, `Deposit order is already ${order.status}`, {
        status: order.status,
      });
    }
    const creditMinor = Number(
      order.status === 'amount_mismatch'
        ? (order.paid_amount_minor ?? order.amount_minor)
        : order.amount_minor,
    );
    const account = await ensureMemberAccount(trx, order.member_id, order.currency);
    const outside = await outsideWorldAccount(trx, order.member_id, order.currency);
    const posted = await postTransaction(trx, {
      idempotencyKey: `deposit:manual:${order.id}`,
      kind: 'deposit',
      legs: [
        { accountId: outside.id, amountMinor: -creditMinor },
        { accountId: account.id, amountMinor: creditMinor },
      ],
      metadata: {
        orderId: order.id,
        channel: order.channel,
        manual: true,
        gatewayReference: request.gatewayReference,
        actor,
        reason: request.reason,
      },
    });
    await updateDepositOrder(trx, order.id, {
      status: 'paid',
      gatewayTxId: order.gateway_tx_id ?? request.gatewayReference,
      paidAmountMinor: creditMinor,
      late: order.late || now.getTime() > order.expires_at.getTime(),
      paidAt: now,
    });
    await sendMemberMessage(trx, {
      memberId: order.member_id,
      kind: 'deposit.arrived',
      params: { orderId: order.id, amount: minorToDecimal(creditMinor), currency: order.currency },
      dedupeKey: `deposit.arrived:${order.id}`,
    });
    await audit(
      trx,
      { status: order.status },
      { status: 'paid', credited: minorToDecimal(creditMinor), gatewayReference: request.gatewayReference },
    );
    return {
      orderId: order.id,
      status: 'paid' as const,
      credited: minorToDecimal(creditMinor),
      currency: order.currency,
      transactionId: posted.transactionId,
    };
  });
}
