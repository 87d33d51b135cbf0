import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum, type TestPlayer } from '../games/games-fixtures';
import { signWebhook } from '../../src/modules/payment-gateway-demo/payment-gateway-demo.service';

const WEBHOOK = '/wps/v2/payments/gateway/demo/webhook';

describe('deposits through the demo payment gateway', () => {
  let app: FastifyInstance;
  let secret: string;
  beforeAll(async () => {
    app = await createTestApp();
    secret = app.config.PAYMENT_GATEWAY_SECRET_DEMO;
  });
  afterAll(async () => {
    await app.close();
  });

  const createDeposit = (player: TestPlayer, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/wps/v2/payments/deposits',
      headers: player.headers,
      payload: payload as object,
    });

  async function newOrder(player: TestPlayer, amount = 500) {
    const res = await createDeposit(player, { channel: 'ewallet', amount });
    expect(res.statusCode).toBe(200);
    return res.json().value as { orderId: number; checkoutUrl: string; status: string; amount: number };
  }

  const tokenOf = (checkoutUrl: string) => decodeURIComponent(checkoutUrl.split('token=')[1]!);

  const sendWebhook = (payload: object, opts: { secret?: string; now?: number; tamper?: boolean } = {}) => {
    const signed = signWebhook(opts.secret ?? secret, payload, opts.now);
    const body = opts.tamper ? signed.body.replace('"paid"', '"failed"') : signed.body;
    return app.inject({ method: 'POST', url: WEBHOOK, headers: signed.headers, payload: body });
  };

  const messageKinds = async (memberId: number) =>
    (
      await app.db
        .selectFrom('member_message')
        .select('kind')
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute()
    ).map((m) => m.kind);

  it('lists the configured channels with limits and presets', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/v2/payments/deposit-channels' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'ewallet',
          min: 100,
          max: 50000,
          presets: expect.arrayContaining([100, 500]),
        }),
      ]),
    );
  });

  it('refuses visitors, trial accounts and bad input, and nothing is created', async () => {
    const player = await createPlayer(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/wps/v2/payments/deposits',
          payload: { channel: 'ewallet', amount: 500 },
        })
      ).statusCode,
    ).toBe(401);
    const trial = await createPlayer(app, { isAgent: 4 });
    expect((await createDeposit(trial, { channel: 'ewallet', amount: 500 })).json()).toMatchObject({
      code: 'REAL_ACCOUNT_REQUIRED',
    });
    for (const bad of [
      { channel: 'ewallet', amount: -500 },
      { channel: 'ewallet', amount: 0 },
      { channel: 'ewallet', amount: 100.005 },
      { channel: 'ewallet', amount: '500' },
      { channel: 'cheque', amount: 500 },
      { channel: 'ewallet', amount: 500, memberId: 1 },
      { channel: 'ewallet' },
    ]) {
      const res = await createDeposit(player, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const tooSmall = await createDeposit(player, { channel: 'ewallet', amount: 99.99 });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json()).toMatchObject({
      code: 'DEPOSIT_AMOUNT_OUT_OF_RANGE',
      value: { min: 100, max: 50000 },
    });
    expect((await createDeposit(player, { channel: 'ewallet', amount: 50000.01 })).statusCode).toBe(422);
    const orders = await app.db
      .selectFrom('deposit_order')
      .select('id')
      .where('member_id', 'in', [player.memberId, trial.memberId])
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('pays through the hosted page: credited once, message sent, replays change nothing', async () => {
    const player = await createPlayer(app);
    const sumBefore = await ledgerSum(app);
    const order = await newOrder(player, 1234.56);
    expect(order.status).toBe('pending');

    const page = await app.inject({ method: 'GET', url: order.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('DemoPay');
    const token = tokenOf(order.checkoutUrl);
    const info = await app.inject({
      method: 'GET',
      url: `/pay-demo/api/checkout?token=${encodeURIComponent(token)}`,
    });
    expect(info.json().value).toMatchObject({
      amountMinor: 123_456,
      channel: 'ewallet',
      instructions: { kind: 'qr' },
    });

    const pay = () =>
      app.inject({
        method: 'POST',
        url: '/pay-demo/api/checkout/complete',
        payload: { token, outcome: 'paid' },
      });
    const first = await pay();
    expect(first.json().value).toMatchObject({
      delivered: true,
      merchantAnswer: { value: { outcome: 'credited' } },
    });
    // The payer presses Pay again, the gateway retries: same gateway transaction, nothing more.
    expect((await pay()).json().value.merchantAnswer.value.outcome).toBe('credited');
    expect(await balanceMinor(app, player.memberId)).toBe(123_456);
    expect(await ledgerSum(app)).toBe(sumBefore);
    expect(await messageKinds(player.memberId)).toEqual(['deposit.arrived']);

    const read = await app.inject({
      method: 'GET',
      url: `/wps/v2/payments/deposits/${order.orderId}`,
      headers: player.headers,
    });
    expect(read.json().value).toMatchObject({ status: 'paid', amount: 1234.56 });
    // A failure callback after the payment is ignored (out of order).
    const lateFail = await sendWebhook({
      gatewayTxId: first.json().value.gatewayTxId,
      merchantOrderId: order.orderId,
      amountMinor: 123_456,
      status: 'failed',
    });
    expect(lateFail.json().value.outcome).toBe('ignored-failed-after-paid');
    expect(await balanceMinor(app, player.memberId)).toBe(123_456);
  });

  it('rejects bad signatures, stale timestamps, tampered bodies and garbage, moving nothing', async () => {
    const player = await createPlayer(app);
    const order = await newOrder(player);
    const event = {
      gatewayTxId: 'GW-SIG-1',
      merchantOrderId: order.orderId,
      amountMinor: 500_00,
      status: 'paid',
    };
    for (const res of [
      await sendWebhook(event, { secret: 'wrong-secret-wrong-secret-wrong-secret' }),
      await sendWebhook(event, { now: Date.now() - 10 * 60_000 }),
      await sendWebhook(event, { tamper: true }),
      await app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const malformed = await sendWebhook({ ...event, amountMinor: 'lots' });
    expect(malformed.statusCode).toBe(400);
    expect((await sendWebhook({ ...event, merchantOrderId: 999_999_999 })).statusCode).toBe(404);
    expect(await balanceMinor(app, player.memberId)).toBe(0);
  });

  it('holds a wrong-amount payment for an operator instead of crediting it', async () => {
    const player = await createPlayer(app);
    const order = await newOrder(player, 500);
    const res = await sendWebhook({
      gatewayTxId: 'GW-AMT-1',
      merchantOrderId: order.orderId,
      amountMinor: 400_00,
      status: 'paid',
    });
    expect(res.json().value.outcome).toBe('amount-mismatch');
    expect(await balanceMinor(app, player.memberId)).toBe(0);
    const row = await app.db
      .selectFrom('deposit_order')
      .selectAll()
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'amount_mismatch', paid_amount_minor: 400_00 });
  });

  it('failed then paid (out of order) credits once; a second payment for a paid order is not credited', async () => {
    const player = await createPlayer(app);
    const order = await newOrder(player, 300);
    expect(
      (
        await sendWebhook({
          gatewayTxId: 'GW-OOO-1',
          merchantOrderId: order.orderId,
          amountMinor: 300_00,
          status: 'failed',
        })
      ).json().value.outcome,
    ).toBe('failed');
    expect(
      (
        await sendWebhook({
          gatewayTxId: 'GW-OOO-2',
          merchantOrderId: order.orderId,
          amountMinor: 300_00,
          status: 'paid',
        })
      ).json().value.outcome,
    ).toBe('credited');
    expect(
      (
        await sendWebhook({
          gatewayTxId: 'GW-OOO-3',
          merchantOrderId: order.orderId,
          amountMinor: 300_00,
          status: 'paid',
        })
      ).json().value.outcome,
    ).toBe('ignored-other-payment');
    // A late retry of the first failure gets the answer it got the first time, and moves nothing.
    const retry = await sendWebhook({
      gatewayTxId: 'GW-OOO-1',
      merchantOrderId: order.orderId,
      amountMinor: 300_00,
      status: 'failed',
    });
    expect(retry.json().value.outcome).toBe('failed');
    expect(await balanceMinor(app, player.memberId)).toBe(300_00);
    expect(await messageKinds(player.memberId)).toEqual(['deposit.failed', 'deposit.arrived']);
    const read = await app.inject({
      method: 'GET',
      url: `/wps/v2/payments/deposits/${order.orderId}`,
      headers: player.headers,
    });
    expect(read.json().value.status).toBe('paid');
  });

  it('expires unpaid orders, and still credits a payment that arrives late', async () => {
    const player = await createPlayer(app);
    const order = await newOrder(player, 200);
    expect(await app.jobs.runNow('payments.expire-deposit-orders', new Date(Date.now() + 31 * 60_000))).toBe(
      true,
    );
    const expired = await app.inject({
      method: 'GET',
      url: `/wps/v2/payments/deposits/${order.orderId}`,
      headers: player.headers,
    });
    expect(expired.json().value.status).toBe('expired');
    const res = await sendWebhook({
      gatewayTxId: 'GW-LATE-1',
      merchantOrderId: order.orderId,
      amountMinor: 200_00,
      status: 'paid',
    });
    expect(res.json().value.outcome).toBe('credited');
    expect(await balanceMinor(app, player.memberId)).toBe(200_00);
    const row = await app.db
      .selectFrom('deposit_order')
      .select(['status', 'late'])
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', late: true });
  });

  it("never shows or settles someone else's order (IDOR)", async () => {
    const owner = await createPlayer(app);
    const other = await createPlayer(app);
    const order = await newOrder(owner);
    const res = await app.inject({
      method: 'GET',
      url: `/wps/v2/payments/deposits/${order.orderId}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('DEPOSIT_ORDER_NOT_FOUND');
    const list = await app.inject({
      method: 'GET',
      url: '/wps/v2/payments/deposits',
      headers: other.headers,
    });
    expect(list.json().value).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/v2/payments/deposits/abc', headers: owner.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('messages: list, unread count, read and delete only your own', async () => {
    const player = await createPlayer(app);
    const other = await createPlayer(app);
    const order = await newOrder(player, 150);
    await sendWebhook({
      gatewayTxId: 'GW-MSG-1',
      merchantOrderId: order.orderId,
      amountMinor: 150_00,
      status: 'paid',
    });
    const unread = async (p: TestPlayer) =>
      (await app.inject({ method: 'GET', url: '/wps/v2/messages/unread-count', headers: p.headers })).json()
        .value.CSP_unreadCount;
    expect(await unread(player)).toBe(1);
    const list = (
      await app.inject({ method: 'GET', url: '/wps/v2/messages', headers: player.headers })
    ).json().value.items;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'deposit.arrived',
        read: false,
        params: expect.objectContaining({ amount: 150 }),
      }),
    ]);
    const ids = [list[0].id];
    const steal = await app.inject({
      method: 'POST',
      url: '/wps/v2/messages/read',
      headers: other.headers,
      payload: { ids },
    });
    expect(steal.json().value.changed).toBe(0);
    expect(await unread(player)).toBe(1);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/wps/v2/messages/read',
          headers: player.headers,
          payload: { ids },
        })
      ).json().value.changed,
    ).toBe(1);
    expect(await unread(player)).toBe(0);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/wps/v2/messages/delete',
          headers: player.headers,
          payload: { ids: ['x'] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/wps/v2/messages/delete',
          headers: player.headers,
          payload: { ids },
        })
      ).json().value.changed,
    ).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/v2/messages', headers: player.headers })).json().value
        .items,
    ).toEqual([]);
  });
});
