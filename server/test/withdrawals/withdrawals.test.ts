import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum, type TestPlayer } from '../games/games-fixtures';
import { signWebhook } from '../../src/modules/payment-gateway-demo/payment-gateway-demo.service';
import { hashPassword } from '../../src/modules/member/password-hash';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../src/modules/wallet/ledger.service';

/** Money out (docs/payments.md "Money out"); runs on PGlite, and on PostgreSQL when DATABASE_URL is set. */
const PAYOUT_WEBHOOK = '/wps/v2/payments/gateway/demo/payout-webhook';
const LOGIN_PASSWORD = 'Secret123';
const PIN = '246810';

describe('withdrawals', () => {
  let app: FastifyInstance;
  let secret: string;
  let adminHeaders: Record<string, string>;
  let loginHash: string;
  beforeAll(async () => {
    app = await createTestApp();
    secret = app.config.PAYMENT_GATEWAY_SECRET_DEMO;
    adminHeaders = { 'x-admin-token': app.config.ADMIN_TOKEN, 'x-admin-actor': 'ops.anna' };
    loginHash = await hashPassword(LOGIN_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    player: TestPlayer | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: player?.headers ?? {},
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** A member with a login password, a withdrawal PIN, a bound e-wallet and `balance` minor units. */
  async function readyPlayer(balance = 10_000_00) {
    const player = await createPlayer(app, { balanceMinor: balance });
    await app.db
      .updateTable('member')
      .set({ password_hash: loginHash })
      .where('id', '=', player.memberId)
      .execute();
    const set = await call(player, 'PUT', '/wps/v2/withdrawal-password', {
      loginPassword: LOGIN_PASSWORD,
      newPassword: PIN,
    });
    expect(set.json()).toMatchObject({ success: true, value: { isSet: true } });
    const added = await call(player, 'POST', '/wps/v2/payout-accounts', {
      kind: 'ewallet',
      provider: 'GCash',
      accountNumber: '09171234567',
      payeeName: 'Juan Dela Cruz',
    });
    expect(added.statusCode).toBe(200);
    return { player, payoutAccountId: added.json().value.id as number };
  }

  const withdraw = (player: TestPlayer, payoutAccountId: number, amount: number, password = PIN) =>
    call(player, 'POST', '/wps/v2/withdrawals', { amount, payoutAccountId, withdrawalPassword: password });

  const messageKinds = async (memberId: number) =>
    (
      await app.db
        .selectFrom('member_message')
        .select('kind')
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute()
    ).map((m) => m.kind);

  const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: adminHeaders,
      ...(payload !== undefined && { payload: payload as object }),
    });

  const sendPayout = (payload: object, opts: { secret?: string; now?: number } = {}) => {
    const signed = signWebhook(opts.secret ?? secret, payload, opts.now);
    return app.inject({ method: 'POST', url: PAYOUT_WEBHOOK, headers: signed.headers, payload: signed.body });
  };

  it('withdrawal password: re-authenticates with the login password, stored hashed', async () => {
    const player = await createPlayer(app);
    await app.db
      .updateTable('member')
      .set({ password_hash: loginHash })
      .where('id', '=', player.memberId)
      .execute();
    const dbg = await call(player, 'GET', '/wps/v2/withdrawal-password');
    expect(dbg.json().value).toEqual({ isSet: false, updatedAt: null });
    const wrong = await call(player, 'PUT', '/wps/v2/withdrawal-password', {
      loginPassword: 'nope',
      newPassword: PIN,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('REAUTH_FAILED');
    for (const bad of [
      { loginPassword: LOGIN_PASSWORD, newPassword: '12345' },
      { loginPassword: LOGIN_PASSWORD, newPassword: 'abcdef' },
      { newPassword: PIN },
    ]) {
      expect((await call(player, 'PUT', '/wps/v2/withdrawal-password', bad)).json().code).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect(
      (
        await call(player, 'PUT', '/wps/v2/withdrawal-password', {
          loginPassword: LOGIN_PASSWORD,
          newPassword: PIN,
        })
      ).statusCode,
    ).toBe(200);
    const stored = await app.db
      .selectFrom('withdrawal_password')
      .selectAll()
      .where('member_id', '=', player.memberId)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(PIN);
    // Change: same re-authentication.
    expect(
      (
        await call(player, 'PUT', '/wps/v2/withdrawal-password', {
          loginPassword: LOGIN_PASSWORD,
          newPassword: '135790',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(null, 'GET', '/wps/v2/withdrawal-password')).statusCode).toBe(401);
  });

  it('payout accounts: CRUD, masked, owner-only, bad input refused', async () => {
    const { player, payoutAccountId } = await readyPlayer(0);
    const other = await createPlayer(app);
    const list = await call(player, 'GET', '/wps/v2/payout-accounts');
    expect(list.json().value).toEqual([
      expect.objectContaining({
        id: payoutAccountId,
        kind: 'ewallet',
        provider: 'GCash',
        accountNumber: '•••• 4567',
        payeeName: 'Juan Dela Cruz',
      }),
    ]);
    for (const bad of [
      { kind: 'cash', provider: 'GCash', accountNumber: '09171234567', payeeName: 'Juan' },
      { kind: 'bank', provider: 'BDO', accountNumber: 'abc', payeeName: 'Juan' },
      { kind: 'bank', provider: 'BDO', accountNumber: '1234567890', payeeName: '<script>' },
      {
        kind: 'bank',
        provider: 'BDO',
        accountNumber: '1234567890',
        payeeName: 'Juan',
        memberId: other.memberId,
      },
      { kind: 'bank', provider: 'B'.repeat(500), accountNumber: '1234567890', payeeName: 'Juan' },
    ]) {
      const res = await call(player, 'POST', '/wps/v2/payout-accounts', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const change = {
      kind: 'bank',
      provider: 'BDO',
      accountNumber: '0012 3456 7890',
      payeeName: 'Juan Dela Cruz',
    };
    // Someone else's account: not found, and unchanged.
    for (const res of [
      await call(other, 'PUT', `/wps/v2/payout-accounts/${payoutAccountId}`, change),
      await call(other, 'DELETE', `/wps/v2/payout-accounts/${payoutAccountId}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    }
    expect((await call(player, 'GET', '/wps/v2/payout-accounts')).json().value[0].provider).toBe('GCash');
    const changed = await call(player, 'PUT', `/wps/v2/payout-accounts/${payoutAccountId}`, change);
    expect(changed.json().value).toMatchObject({ kind: 'bank', provider: 'BDO', accountNumber: '•••• 7890' });
    expect((await call(player, 'DELETE', `/wps/v2/payout-accounts/${payoutAccountId}`)).statusCode).toBe(200);
    expect((await call(player, 'GET', '/wps/v2/payout-accounts')).json().value).toEqual([]);
  });

  it('refuses bad requests and moves nothing', async () => {
    const { player, payoutAccountId } = await readyPlayer(1_000_00);
    const other = await readyPlayer(1_000_00);
    const trial = await createPlayer(app, { isAgent: 4 });
    const sumBefore = await ledgerSum(app);
    for (const bad of [
      { amount: -100, payoutAccountId, withdrawalPassword: PIN },
      { amount: 0, payoutAccountId, withdrawalPassword: PIN },
      { amount: 100.005, payoutAccountId, withdrawalPassword: PIN },
      { amount: '200', payoutAccountId, withdrawalPassword: PIN },
      { amount: 200, payoutAccountId, withdrawalPassword: 246810 },
      { amount: 200, payoutAccountId },
      { amount: 200, payoutAccountId, withdrawalPassword: PIN, memberId: other.player.memberId },
    ]) {
      const res = await call(player, 'POST', '/wps/v2/withdrawals', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const expectCode = async (res: Awaited<ReturnType<typeof withdraw>>, status: number, code: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await expectCode(await withdraw(player, payoutAccountId, 99.99), 422, 'WITHDRAWAL_AMOUNT_OUT_OF_RANGE');
    await expectCode(
      await withdraw(player, payoutAccountId, 50_000.01),
      422,
      'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
    );
    await expectCode(
      await withdraw(player, payoutAccountId, 200, '000000'),
      403,
      'WITHDRAWAL_PASSWORD_WRONG',
    );
    await expectCode(await withdraw(player, other.payoutAccountId, 200), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');
    await expectCode(await withdraw(player, payoutAccountId, 1_000.01), 422, 'INSUFFICIENT_BALANCE');
    await expectCode(await withdraw(trial, payoutAccountId, 200), 403, 'REAL_ACCOUNT_REQUIRED');
    const noPin = await createPlayer(app, { balanceMinor: 1_000_00 });
    await expectCode(await withdraw(noPin, payoutAccountId, 200), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');

    expect(await balanceMinor(app, player.memberId)).toBe(1_000_00);
    expect(await ledgerSum(app)).toBe(sumBefore);
    const orders = await app.db
      .selectFrom('withdrawal_order')
      .select('id')
      .where('member_id', '=', player.memberId)
      .execute();
    expect(orders).toHaveLength(0);
    // Someone else's order reads as missing.
    const mine = await withdraw(other.player, other.payoutAccountId, 200);
    const res = await call(player, 'GET', `/wps/v2/withdrawals/${mine.json().value.orderId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('WITHDRAWAL_NOT_FOUND');
  });

  it('turnover requirement: valid bets since the last deposit ≥ that deposit, shown as progress', async () => {
    const { player, payoutAccountId } = await readyPlayer(0);
    const paidAt = new Date(Date.now() - 60_000);
    await app.db
      .insertInto('deposit_order')
      .values({
        member_id: player.memberId,
        channel: 'ewallet',
        currency: 'PHP',
        amount_minor: 1_000_00,
        status: 'paid',
        expires_at: paidAt,
        paid_at: paidAt,
      })
      .execute();
    const [outside, wallet] = await Promise.all([
      systemAccount(app.db, 'outside-world', 'PHP'),
      ensureMemberAccount(app.db, player.memberId, 'PHP'),
    ]);
    await postTransaction(app.db, {
      idempotencyKey: `test-deposit:${player.memberId}`,
      kind: 'deposit',
      legs: [
        { accountId: outside.id, amountMinor: -1_000_00 },
        { accountId: wallet.id, amountMinor: 1_000_00 },
      ],
    });
    const bet = (n: number, validMinor: number) =>
      app.db
        .insertInto('bet_record')
        .values({
          vendor: 'DEMO',
          round_id: `r${player.memberId}-${n}`,
          bet_transaction_id: `b${player.memberId}-${n}`,
          member_id: player.memberId,
          member_account: player.account,
          game_id: 'g1',
          game_type: 'SLOT',
          currency: 'PHP',
          bet_minor: validMinor,
          valid_bet_minor: validMinor,
          status: 'settled',
        } as never)
        .execute();
    await bet(1, 400_00);
    const overview = await call(player, 'GET', '/wps/v2/withdrawals/overview');
    expect(overview.json().value).toMatchObject({
      available: 1_000,
      pending: 0,
      passwordSet: true,
      requirements: [{ kind: 'deposit-turnover', required: 1_000, progress: 400, met: false }],
    });
    const refused = await withdraw(player, payoutAccountId, 200);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'WITHDRAWAL_REQUIREMENT_NOT_MET',
      value: { requirements: [{ required: 1_000, progress: 400 }] },
    });
    await bet(2, 600_00);
    expect((await withdraw(player, payoutAccountId, 200)).statusCode).toBe(200);
  });

  it('a bonus being wagered keeps only its amount back; the rest can be withdrawn', async () => {
    const { player, payoutAccountId } = await readyPlayer(1_000_00);
    // What the promotions module registers for an unmet bonus (kind, progress, the bonus amount it locks).
    app.withdrawalRequirements.register(async (_db, memberId) =>
      memberId === player.memberId
        ? [{ kind: 'bonus-wagering:test', requiredMinor: 500_00, progressMinor: 100_00, lockedMinor: 300_00 }]
        : [],
    );
    const overview = await call(player, 'GET', '/wps/v2/withdrawals/overview');
    expect(overview.json().value.requirements).toEqual([
      { kind: 'bonus-wagering:test', required: 500, progress: 100, met: false, locked: 300 },
    ]);
    const tooMuch = await withdraw(player, payoutAccountId, 800);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      code: 'WITHDRAWAL_REQUIREMENT_NOT_MET',
      value: { locked: 300, withdrawable: 700 },
    });
    expect((await withdraw(player, payoutAccountId, 700)).statusCode).toBe(200);
  });

  it('request → hold → approve → paid webhook captures once; replays and bad signatures move nothing', async () => {
    const { player, payoutAccountId } = await readyPlayer(1_000_00);
    const sumBefore = await ledgerSum(app);
    const created = await withdraw(player, payoutAccountId, 300.5);
    expect(created.json().value).toMatchObject({
      status: 'pending',
      amount: 300.5,
      payoutAccount: { provider: 'GCash' },
    });
    const orderId = created.json().value.orderId as number;
    expect(await balanceMinor(app, player.memberId)).toBe(699_50);
    expect((await call(player, 'GET', '/wps/v2/withdrawals/overview')).json().value).toMatchObject({
      available: 699.5,
      pending: 300.5,
    });

    expect((await app.inject({ method: 'GET', url: '/wps/admin/withdrawals/pending' })).statusCode).toBe(401);
    const pending = await admin('GET', '/wps/admin/withdrawals/pending');
    expect(pending.json().value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId, amount: 300.5, memberAccount: player.account }),
      ]),
    );
    const approved = await admin('POST', `/wps/admin/withdrawals/${orderId}/approve`);
    expect(approved.json().value.order.status).toBe('approved');
    expect((await admin('POST', `/wps/admin/withdrawals/${orderId}/approve`)).json().code).toBe(
      'WITHDRAWAL_STATE_INVALID',
    );
    expect(
      (await admin('POST', `/wps/admin/withdrawals/${orderId}/reject`, { reason: 'too late' })).statusCode,
    ).toBe(409);

    const payoutUrl = approved.json().value.payoutUrl as string;
    const token = decodeURIComponent(payoutUrl.split('token=')[1]!);
    const info = await app.inject({
      method: 'GET',
      url: `/pay-demo/api/payout?token=${encodeURIComponent(token)}`,
    });
    const gatewayTxId = info.json().value.gatewayTxId as string;
    const event = { gatewayTxId, merchantPayoutId: orderId, amountMinor: 300_50, status: 'paid' };
    for (const res of [
      await sendPayout(event, { secret: 'wrong-secret-wrong-secret-wrong-secret' }),
      await sendPayout(event, { now: Date.now() - 10 * 60_000 }),
      await app.inject({
        method: 'POST',
        url: PAYOUT_WEBHOOK,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await sendPayout({ ...event, amountMinor: 1 })).json().value.outcome).toBe('amount-mismatch');
    expect((await sendPayout({ ...event, gatewayTxId: 'PO-OTHER' })).json().value.outcome).toBe(
      'ignored-unknown-payout',
    );

    const paid = await app.inject({
      method: 'POST',
      url: '/pay-demo/api/payouts/complete',
      payload: { token, outcome: 'paid' },
    });
    expect(paid.json().value).toMatchObject({
      delivered: true,
      merchantAnswer: { value: { outcome: 'paid' } },
    });
    expect((await sendPayout(event)).json().value.outcome).toBe('replayed');
    expect((await sendPayout({ ...event, status: 'failed' })).json().value.outcome).toBe(
      'ignored-failed-after-paid',
    );

    expect(await balanceMinor(app, player.memberId)).toBe(699_50);
    expect((await call(player, 'GET', '/wps/v2/withdrawals/overview')).json().value).toMatchObject({
      available: 699.5,
      pending: 0,
    });
    expect(await ledgerSum(app)).toBe(sumBefore);
    const hold = await app.db
      .selectFrom('wallet_hold')
      .selectAll()
      .where('hold_key', 'like', 'withdrawal:%')
      .where('amount_minor', '=', 300_50)
      .execute();
    expect(hold.map((h) => h.status)).toContain('posted');
    expect((await call(player, 'GET', `/wps/v2/withdrawals/${orderId}`)).json().value.status).toBe('paid');
    expect(await messageKinds(player.memberId)).toEqual([
      'withdrawal.requested',
      'withdrawal.approved',
      'withdrawal.paid',
    ]);
    const audit = (await admin('GET', `/wps/admin/withdrawals/${orderId}/audit`)).json().value as {
      action: string;
      actor: string;
    }[];
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'requested', actor: `member:${player.memberId}` }),
      expect.objectContaining({ action: 'approved', actor: 'automation:ops.anna' }),
    ]);
  });

  it('reject voids the hold with a reason; a failed payout voids it too', async () => {
    const { player, payoutAccountId } = await readyPlayer(1_000_00);
    const first = (await withdraw(player, payoutAccountId, 400)).json().value.orderId as number;
    expect((await admin('POST', `/wps/admin/withdrawals/${first}/reject`, { reason: '' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const rejected = await admin('POST', `/wps/admin/withdrawals/${first}/reject`, {
      reason: 'Payee name does not match',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Payee name does not match' });
    expect(await balanceMinor(app, player.memberId)).toBe(1_000_00);

    const second = (await withdraw(player, payoutAccountId, 250)).json().value.orderId as number;
    const approved = await admin('POST', `/wps/admin/withdrawals/${second}/approve`);
    const token = decodeURIComponent((approved.json().value.payoutUrl as string).split('token=')[1]!);
    const failed = await app.inject({
      method: 'POST',
      url: '/pay-demo/api/payouts/complete',
      payload: { token, outcome: 'failed' },
    });
    expect(failed.json().value.merchantAnswer.value.outcome).toBe('failed');
    const again = await app.inject({
      method: 'POST',
      url: '/pay-demo/api/payouts/complete',
      payload: { token, outcome: 'paid' },
    });
    expect(again.json().value.merchantAnswer.value.outcome).toBe('conflict-paid-after-failed');
    expect(await balanceMinor(app, player.memberId)).toBe(1_000_00);
    expect(await messageKinds(player.memberId)).toEqual([
      'withdrawal.requested',
      'withdrawal.rejected',
      'withdrawal.requested',
      'withdrawal.approved',
      'withdrawal.failed',
    ]);
  });

  it('parallel withdrawals and bets on one member: never negative, Σ constant', async () => {
    const { player, payoutAccountId } = await readyPlayer(2_000_00);
    const sumBefore = await ledgerSum(app);
    const [house, wallet] = await Promise.all([
      systemAccount(app.db, 'house', 'PHP'),
      ensureMemberAccount(app.db, player.memberId, 'PHP'),
    ]);
    const bet = (n: number) =>
      postTransaction(app.db, {
        idempotencyKey: `race-bet:${player.memberId}:${n}`,
        kind: 'bet',
        legs: [
          { accountId: wallet.id, amountMinor: -150_00 },
          { accountId: house.id, amountMinor: 150_00 },
        ],
      }).then(
        () => 'ok',
        (err: { code?: string }) => err.code ?? 'error',
      );
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        withdraw(player, payoutAccountId, 300).then((r) => (r.statusCode === 200 ? 'ok' : r.json().code)),
      ),
      ...Array.from({ length: 6 }, (_, i) => bet(i)),
    ]);
    for (const r of results) expect(['ok', 'INSUFFICIENT_BALANCE']).toContain(r);
    const okWithdrawals = results.slice(0, 6).filter((r) => r === 'ok').length;
    const okBets = results.slice(6).filter((r) => r === 'ok').length;
    const balance = await balanceMinor(app, player.memberId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(2_000_00 - okWithdrawals * 300_00 - okBets * 150_00);
    const orders = await app.db
      .selectFrom('withdrawal_order')
      .select('id')
      .where('member_id', '=', player.memberId)
      .execute();
    expect(orders).toHaveLength(okWithdrawals);
    expect(await ledgerSum(app)).toBe(sumBefore);
  });
});
