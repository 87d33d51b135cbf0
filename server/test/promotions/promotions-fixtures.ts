import type { FastifyInstance } from 'fastify';
import type { PromotionKind, PromotionRules } from '@site/shared/schemas';
import { signWebhook } from '../../src/modules/payment-gateway-demo/payment-gateway-demo.service';
import type { TestPlayer } from '../games/games-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

export async function ensureCategory(app: FastifyInstance, code = 'test'): Promise<void> {
  await app.db
    .insertInto('promotion_category')
    .values({ code, name: code })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** A running promotion (started yesterday, no end) unless the calendar is given. */
export async function insertPromotion(
  app: FastifyInstance,
  kind: PromotionKind,
  rules: Partial<PromotionRules>,
  calendar: { startAt?: Date; endAt?: Date | null; category?: string } = {},
): Promise<number> {
  counter += 1;
  await ensureCategory(app, calendar.category ?? 'test');
  const row = await app.db
    .insertInto('promotion')
    .values({
      code: `T${process.pid}-${counter}`,
      category: calendar.category ?? 'test',
      kind,
      title: `Test ${kind} ${counter}`,
      content: '<p>Rules</p>',
      rules: JSON.stringify(rules),
      start_at: calendar.startAt ?? new Date(Date.now() - DAY_MS),
      end_at: calendar.endAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A paid deposit through the real order + signed gateway webhook. */
export async function deposit(app: FastifyInstance, player: TestPlayer, amount: number): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/wps/v2/payments/deposits',
    headers: player.headers,
    payload: { channel: 'ewallet', amount },
  });
  const orderId = created.json().value.orderId as number;
  const signed = signWebhook(app.config.PAYMENT_GATEWAY_SECRET_DEMO, {
    gatewayTxId: `gw-${process.pid}-${orderId}`,
    merchantOrderId: orderId,
    amountMinor: Math.round(amount * 100),
    status: 'paid',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/wps/v2/payments/gateway/demo/webhook',
    headers: signed.headers,
    payload: signed.body,
  });
  if (res.json().value.outcome !== 'credited') throw new Error(`deposit not credited: ${res.body}`);
  return orderId;
}

/** A settled round of `validMinor` valid bet (what the seamless wallet writes when a vendor settles). */
export async function settledBet(
  app: FastifyInstance,
  player: TestPlayer,
  validMinor: number,
  at = new Date(),
  gameId = 'TEST_GAME',
) {
  counter += 1;
  await app.db
    .insertInto('bet_record')
    .values({
      vendor: 'TEST',
      round_id: `r-${process.pid}-${counter}`,
      bet_transaction_id: `b-${process.pid}-${counter}`,
      member_id: player.memberId,
      member_account: player.account,
      game_id: gameId,
      game_type: 'RNG',
      currency: 'PHP',
      bet_minor: validMinor,
      valid_bet_minor: validMinor,
      status: 'settled',
      created_at: at,
      settled_at: at,
    })
    .execute();
}

export const adminHeaders = (app: FastifyInstance) => ({ 'x-admin-token': app.config.ADMIN_TOKEN as string });
