import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { DepositOrderTable, DepositStatus } from './payments.table';
import { lockKey } from '../../db/advisory-lock';

export type DepositOrderRow = Selectable<DepositOrderTable>;

export async function insertDepositOrder(
  db: DbOrTrx,
  order: { memberId: number; channel: string; currency: string; amountMinor: number; expiresAt: Date },
): Promise<DepositOrderRow> {
  return db
    .insertInto('deposit_order')
    .values({
      member_id: order.memberId,
      channel: order.channel,
      currency: order.currency,
      amount_minor: order.amountMinor,
      expires_at: order.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findDepositOrder(db: DbOrTrx, orderId: number): Promise<DepositOrderRow | undefined> {
  return db.selectFrom('deposit_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** The row locked for the rest of the caller's transaction: two webhooks for one order settle one after the other. */
export async function lockDepositOrder(db: DbOrTrx, orderId: number): Promise<DepositOrderRow | undefined> {
  return db.selectFrom('deposit_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function listMemberDepositOrders(
  db: DbOrTrx,
  memberId: number,
  limit: number,
): Promise<DepositOrderRow[]> {
  return db
    .selectFrom('deposit_order')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function updateDepositOrder(
  db: DbOrTrx,
  orderId: number,
  change: {
    status: DepositStatus;
    gatewayTxId?: string;
    paidAmountMinor?: number;
    late?: boolean;
    paidAt?: Date;
  },
): Promise<void> {
  await db
    .updateTable('deposit_order')
    .set({
      status: change.status,
      ...(change.gatewayTxId !== undefined && { gateway_tx_id: change.gatewayTxId }),
      ...(change.paidAmountMinor !== undefined && { paid_amount_minor: change.paidAmountMinor }),
      ...(change.late !== undefined && { late: change.late }),
      ...(change.paidAt !== undefined && { paid_at: change.paidAt }),
    })
    .where('id', '=', orderId)
    .execute();
}

/** Pending orders past their expiry become `expired`; returns how many. */
export async function expireDepositOrders(db: DbOrTrx, now: Date): Promise<number> {
  const result = await db
    .updateTable('deposit_order')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function sumPaidDepositsSince(db: DbOrTrx, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('paid_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * What counts against a member's own deposit limit since `since`: orders paid in the window, and orders still open
 * (pending, not expired) that were created in it, so a player cannot stack orders past the limit.
 */
export async function sumDepositsTowardsLimit(
  db: DbOrTrx,
  memberId: number,
  since: Date,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'paid'), eb('paid_at', '>=', since)]),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '>=', since), eb('expires_at', '>', now)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Serialises one member's deposit requests (limits are checked and the order written under it). */
export async function lockMemberDeposits(db: DbOrTrx, memberId: number): Promise<void> {
  await lockKey(db, `deposit:${memberId}`);
}

export async function findWebhookOutcome(
  db: DbOrTrx,
  gatewayTxId: string,
  status: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('deposit_webhook_event')
    .select('outcome')
    .where('gateway_tx_id', '=', gatewayTxId)
    .where('status', '=', status)
    .executeTakeFirst();
  return row?.outcome;
}

export async function recordWebhookOutcome(
  db: DbOrTrx,
  event: { gatewayTxId: string; status: string; orderId: number; outcome: string },
): Promise<void> {
  await db
    .insertInto('deposit_webhook_event')
    .values({
      gateway_tx_id: event.gatewayTxId,
      status: event.status,
      order_id: event.orderId,
      outcome: event.outcome,
    })
    .execute();
}
