import { ERROR_CODES, minorToDecimal, type PayoutWebhook } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { sendMemberMessage } from '../messages/messages.service';
import { outsideWorldAccount, postHold, voidHold } from '../wallet/ledger.service';
import {
  insertWithdrawalAudit,
  lockWithdrawalOrder,
  updateWithdrawalOrder,
  type WithdrawalOrderRow,
} from './withdrawals.repository';

/** The payout gateway's callback (docs/payments.md "Money out"). */

export type PayoutWebhookOutcome =
  | 'paid'
  | 'failed'
  | 'replayed'
  | 'ignored-not-approved'
  | 'ignored-unknown-payout'
  | 'ignored-failed-after-paid'
  | 'conflict-paid-after-failed'
  | 'amount-mismatch';

/**
 * Applies one (already signature-checked) payout callback under the order's row lock. `paid` captures the hold
 * into the outside world, `failed` voids it; the hold's own keys make either happen once. Every outcome answers
 * 200 so the gateway stops retrying; anything that does not fit moves nothing and is audited for an operator.
 */
export async function applyPayoutWebhook(
  db: DbOrTrx,
  event: PayoutWebhook,
  now = new Date(),
): Promise<PayoutWebhookOutcome> {
  return withTransaction(db, async (trx) => {
    const row = await lockWithdrawalOrder(trx, event.merchantPayoutId);
    if (!row) throw new AppError(404, ERROR_CODES.WITHDRAWAL_NOT_FOUND, 'Withdrawal not found');
    const outcome = await decidePayout(trx, row, event, now);
    await insertWithdrawalAudit(trx, {
      orderId: row.id,
      action: `webhook:${event.status}`,
      actor: 'gateway:demo',
      detail: `${event.gatewayTxId} → ${outcome}`,
    });
    return outcome;
  });
}

async function decidePayout(
  trx: Transaction<Database>,
  row: WithdrawalOrderRow,
  event: PayoutWebhook,
  now: Date,
): Promise<PayoutWebhookOutcome> {
  if (row.gateway_tx_id === null || row.status === 'pending' || row.status === 'rejected')
    return 'ignored-not-approved';
  if (row.gateway_tx_id !== event.gatewayTxId) return 'ignored-unknown-payout';
  if (event.amountMinor !== Number(row.amount_minor)) return 'amount-mismatch';
  if (row.status === 'paid') return event.status === 'paid' ? 'replayed' : 'ignored-failed-after-paid';
  if (row.status === 'failed') return event.status === 'failed' ? 'replayed' : 'conflict-paid-after-failed';

  const params = {
    orderId: Number(row.id),
    amount: minorToDecimal(Number(row.amount_minor)),
    currency: row.currency,
  };
  if (event.status === 'failed') {
    await voidHold(trx, {
      holdKey: row.hold_key,
      metadata: { withdrawalId: Number(row.id), gatewayTxId: event.gatewayTxId },
    });
    await updateWithdrawalOrder(trx, row.id, { status: 'failed' });
    await sendMemberMessage(trx, {
      memberId: row.member_id,
      kind: 'withdrawal.failed',
      params,
      dedupeKey: `withdrawal.failed:${row.id}`,
    });
    return 'failed';
  }
  const outside = await outsideWorldAccount(trx, row.member_id, row.currency);
  await postHold(trx, {
    holdKey: row.hold_key,
    toAccountId: outside.id,
    metadata: { withdrawalId: Number(row.id), gatewayTxId: event.gatewayTxId },
  });
  await updateWithdrawalOrder(trx, row.id, { status: 'paid', paidAt: now });
  await sendMemberMessage(trx, {
    memberId: row.member_id,
    kind: 'withdrawal.paid',
    params,
    dedupeKey: `withdrawal.paid:${row.id}`,
  });
  return 'paid';
}
