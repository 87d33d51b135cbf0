import {
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type CreateDepositRequest,
  type DepositChannelInfo,
  type DepositOrder,
  type GatewayWebhook,
} from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/create-db';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberById } from '../member/member.repository';
import { isTrialAccount } from '../member/account-type';
import { assertDepositAllowed } from '../responsible-gaming/responsible-gaming.service';
import { sendMemberMessage } from '../messages/messages.service';
import { signCheckoutToken } from '../payment-gateway-demo/signature';
import { ensureMemberAccount, outsideWorldAccount, postTransaction } from '../wallet/ledger.service';
import { DEPOSIT_CHANNEL_LIMITS, DEPOSIT_DAILY_CAP_MINOR, DEPOSIT_ORDER_TTL_MS } from './payments.config';
import {
  findDepositOrder,
  findWebhookOutcome,
  recordWebhookOutcome,
  insertDepositOrder,
  listMemberDepositOrders,
  lockDepositOrder,
  lockMemberDeposits,
  sumPaidDepositsSince,
  updateDepositOrder,
  type DepositOrderRow,
  expireDepositOrders,
} from './payments.repository';

/** Deposits (docs/payments.md "Money in"). */

export function depositChannels(): DepositChannelInfo[] {
  return Object.entries(DEPOSIT_CHANNEL_LIMITS).map(([channel, limits]) => ({
    channel: channel as DepositChannelInfo['channel'],
    min: minorToDecimal(limits.minMinor),
    max: minorToDecimal(limits.maxMinor),
    presets: limits.presetsMinor.map(minorToDecimal),
  }));
}

export async function createDeposit(
  db: Db,
  secret: string,
  memberId: number,
  request: CreateDepositRequest,
  now = new Date(),
): Promise<DepositOrder> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  if (isTrialAccount(member.type))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Trial accounts cannot deposit');
  const limits = DEPOSIT_CHANNEL_LIMITS[request.channel];
  const amountMinor = decimalToMinor(request.amount);
  if (amountMinor < limits.minMinor || amountMinor > limits.maxMinor) {
    throw new AppError(422, ERROR_CODES.DEPOSIT_AMOUNT_OUT_OF_RANGE, 'Amount outside the channel limits', {
      min: minorToDecimal(limits.minMinor),
      max: minorToDecimal(limits.maxMinor),
    });
  }
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // Under the member's deposit lock: two orders at once cannot both fit the room left under a limit.
  const row = await withTransaction(db, async (trx) => {
    await lockMemberDeposits(trx, memberId);
    // The member's own limits and breaks (docs/responsible-gaming.md), then the site's daily cap.
    await assertDepositAllowed(trx, memberId, amountMinor, now);
    const today = await sumPaidDepositsSince(trx, memberId, dayStart);
    if (today + amountMinor > DEPOSIT_DAILY_CAP_MINOR) {
      throw new AppError(422, ERROR_CODES.DEPOSIT_AMOUNT_OUT_OF_RANGE, 'Daily deposit cap reached', {
        remaining: minorToDecimal(Math.max(0, DEPOSIT_DAILY_CAP_MINOR - today)),
      });
    }
    return insertDepositOrder(trx, {
      memberId,
      channel: request.channel,
      currency: member.currency,
      amountMinor,
      expiresAt: new Date(now.getTime() + DEPOSIT_ORDER_TTL_MS),
    });
  });
  return toDepositOrder(row, secret);
}

/** A member's own order; someone else's answers exactly like a missing one (no existence oracle). */
export async function getOwnDeposit(
  db: Db,
  secret: string,
  memberId: number,
  orderId: number,
): Promise<DepositOrder> {
  const row = await findDepositOrder(db, orderId);
  if (!row || row.member_id !== memberId)
    throw new AppError(404, ERROR_CODES.DEPOSIT_ORDER_NOT_FOUND, 'Deposit order not found');
  return toDepositOrder(row, secret);
}

export async function listOwnDeposits(db: Db, secret: string, memberId: number): Promise<DepositOrder[]> {
  return (await listMemberDepositOrders(db, memberId, 50)).map((row) => toDepositOrder(row, secret));
}

function toDepositOrder(row: DepositOrderRow, secret: string): DepositOrder {
  const token = signCheckoutToken(secret, {
    merchantOrderId: row.id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    channel: row.channel,
    expiresAt: row.expires_at.getTime(),
  });
  return {
    orderId: row.id,
    channel: row.channel as DepositOrder['channel'],
    amount: minorToDecimal(row.amount_minor),
    status: row.status,
    checkoutUrl: `/pay-demo/checkout?token=${encodeURIComponent(token)}`,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  };
}

export type WebhookOutcome =
  'credited' | 'ignored-other-payment' | 'amount-mismatch' | 'failed' | 'ignored-failed-after-paid';

/**
 * Applies one (already signature-checked) gateway callback. Outcomes are decided in docs/decisions.md
 * ("Payments: webhook outcomes"); every one answers 200 so the gateway stops retrying, except an unknown order.
 * The order row is locked for the whole transaction, and the ledger key is the gateway's transaction id, so
 * two processes receiving the same callback credit once.
 */
export async function applyGatewayWebhook(
  db: Db,
  event: GatewayWebhook,
  now = new Date(),
): Promise<WebhookOutcome> {
  return withTransaction(db, async (trx) => {
    const order = await lockDepositOrder(trx, event.merchantOrderId);
    if (!order) throw new AppError(404, ERROR_CODES.DEPOSIT_ORDER_NOT_FOUND, 'Deposit order not found');
    // A retried callback gets the answer its first delivery got, whatever arrived in between.
    const earlier = await findWebhookOutcome(trx, event.gatewayTxId, event.status);
    if (earlier) return earlier as WebhookOutcome;
    const outcome = await decideWebhook(trx, order, event, now);
    await recordWebhookOutcome(trx, {
      gatewayTxId: event.gatewayTxId,
      status: event.status,
      orderId: order.id,
      outcome,
    });
    return outcome;
  });
}

async function decideWebhook(
  trx: Transaction<Database>,
  order: DepositOrderRow,
  event: GatewayWebhook,
  now: Date,
): Promise<WebhookOutcome> {
  if (order.status === 'paid' || order.status === 'amount_mismatch') {
    // A second, different payment for a settled order is the gateway's to refund; we never credit twice.
    return event.status === 'paid' ? 'ignored-other-payment' : 'ignored-failed-after-paid';
  }

  if (event.status === 'failed') {
    await updateDepositOrder(trx, order.id, { status: 'failed', gatewayTxId: event.gatewayTxId });
    await sendMemberMessage(trx, {
      memberId: order.member_id,
      kind: 'deposit.failed',
      params: { orderId: order.id, amount: minorToDecimal(order.amount_minor), currency: order.currency },
      dedupeKey: `deposit.failed:${order.id}`,
    });
    return 'failed';
  }

  // Paid: pending, failed (out of order: the payer retried and succeeded) or expired (late) orders.
  const late = order.status === 'expired' || now.getTime() > order.expires_at.getTime();
  if (event.amountMinor !== order.amount_minor) {
    // Money arrived but not what was ordered: held for an operator, never guessed (docs/decisions.md).
    await updateDepositOrder(trx, order.id, {
      status: 'amount_mismatch',
      gatewayTxId: event.gatewayTxId,
      paidAmountMinor: event.amountMinor,
      late,
    });
    return 'amount-mismatch';
  }
  const account = await ensureMemberAccount(trx, order.member_id, order.currency);
  const outside = await outsideWorldAccount(trx, order.member_id, order.currency);
  await postTransaction(trx, {
    idempotencyKey: `deposit:gw:${event.gatewayTxId}`,
    kind: 'deposit',
    legs: [
      { accountId: outside.id, amountMinor: -order.amount_minor },
      { accountId: account.id, amountMinor: order.amount_minor },
    ],
    metadata: { orderId: order.id, channel: order.channel, gateway: 'demo', late },
  });
  await updateDepositOrder(trx, order.id, {
    status: 'paid',
    gatewayTxId: event.gatewayTxId,
    paidAmountMinor: event.amountMinor,
    late,
    paidAt: now,
  });
  await sendMemberMessage(trx, {
    memberId: order.member_id,
    kind: 'deposit.arrived',
    params: { orderId: order.id, amount: minorToDecimal(order.amount_minor), currency: order.currency },
    dedupeKey: `deposit.arrived:${order.id}`,
  });
  return 'credited';
}

/** Deposit orders past their payment window are closed (the expiry job, every minute). */
export async function expireStaleDeposits(db: Db, now: Date): Promise<void> {
  await expireDepositOrders(db, now);
}
