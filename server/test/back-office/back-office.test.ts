import type { FastifyInstance } from 'fastify';
import {
  dashboardSchema,
  depositDeskPageSchema,
  memberLedgerPageSchema,
  memberProfileSchema,
  memberSearchPageSchema,
  withdrawalQueuePageSchema,
} from '@site/shared/schemas/operator';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { hashPassword } from '../../src/modules/member/password-hash';
import { staffSession } from '../helpers/staff';

/** The back office's desk reads (docs/back-office.md), against a real database. */
const LOGIN_PASSWORD = 'Secret123';
const PIN = '246810';

describe('back-office desk reads', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = { 'x-admin-token': app.config.ADMIN_TOKEN };
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });

  async function withdrawingPlayer(accountNumber: string, amount: number): Promise<TestPlayer> {
    const player = await createPlayer(app, { balanceMinor: 5_000_00 });
    await app.db
      .updateTable('member')
      .set({ password_hash: await hashPassword(LOGIN_PASSWORD) })
      .where('id', '=', player.memberId)
      .execute();
    const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
      app.inject({ method, url, headers: player.headers, payload });
    await call('PUT', '/wps/v2/withdrawal-password', { loginPassword: LOGIN_PASSWORD, newPassword: PIN });
    const added = await call('POST', '/wps/v2/payout-accounts', {
      kind: 'ewallet',
      provider: 'GCash',
      accountNumber,
      payeeName: 'Juan Dela Cruz',
    });
    const made = await call('POST', '/wps/v2/withdrawals', {
      amount,
      payoutAccountId: added.json().value.id,
      withdrawalPassword: PIN,
    });
    expect(made.json()).toMatchObject({ success: true });
    return player;
  }

  it('refuses every desk read without the staff credential', async () => {
    for (const url of [
      '/wps/admin/dashboard',
      '/wps/admin/withdrawals/queue',
      '/wps/admin/members',
      '/wps/admin/members/1',
      '/wps/admin/members/1/ledger',
      '/wps/admin/deposits',
    ]) {
      const answer = await get(url, {});
      expect([401, 403]).toContain(answer.statusCode);
      expect(answer.json().success).toBe(false);
    }
  });

  it('lists pending withdrawals with risk hints: first withdrawal, more out than in, one payout account on two members', async () => {
    const first = await withdrawingPlayer('09990001111', 100);
    const second = await withdrawingPlayer('09990001111', 200);
    const answer = await get('/wps/admin/withdrawals/queue?status=pending&sort=amount&dir=desc&pageSize=200');
    expect(answer.statusCode).toBe(200);
    const page = withdrawalQueuePageSchema.parse(answer.json().value);
    const mine = page.items.filter((item) => [first.memberId, second.memberId].includes(item.memberId));
    expect(mine.map((item) => item.amount)).toEqual([200, 100]);
    for (const item of mine) {
      expect(item.risks).toEqual(
        expect.arrayContaining([
          'first-withdrawal',
          'payout-account-recent',
          'withdrawals-exceed-deposits',
          'shared-payout-account',
        ]),
      );
      expect(item.payoutAccountMasked).toBe('•••• 1111');
    }
    const searched = withdrawalQueuePageSchema.parse(
      (await get(`/wps/admin/withdrawals/queue?q=${first.account}`)).json().value,
    );
    expect(searched.items.map((item) => item.memberId)).toEqual([first.memberId]);
  });

  it('finds a member by account and id, and shows the profile and the ledger with its running balance', async () => {
    const player = await withdrawingPlayer('09175550000', 300);
    const byAccount = memberSearchPageSchema.parse(
      (await get(`/wps/admin/members?q=${player.account.toUpperCase()}`)).json().value,
    );
    expect(byAccount.items.map((item) => item.id)).toEqual([player.memberId]);
    const byId = memberSearchPageSchema.parse(
      (await get(`/wps/admin/members?q=${player.memberId}`)).json().value,
    );
    expect(byId.items.map((item) => item.id)).toContain(player.memberId);

    const profile = memberProfileSchema.parse(
      (await get(`/wps/admin/members/${player.memberId}`)).json().value,
    );
    expect(profile.account).toBe(player.account);
    expect(profile.held).toBe(300);
    expect(profile.withdrawalsTotal).toBe(300);

    const ledger = memberLedgerPageSchema.parse(
      (await get(`/wps/admin/members/${player.memberId}/ledger?pageSize=10`)).json().value,
    );
    expect(ledger.total).toBeGreaterThanOrEqual(1);
    // Newest first: each entry's balance minus its amount is the balance after the entry below it.
    for (let i = 0; i + 1 < ledger.items.length; i++) {
      const entry = ledger.items[i]!;
      expect(Math.round((entry.balanceAfter - entry.amount) * 100)).toBe(
        Math.round(ledger.items[i + 1]!.balanceAfter * 100),
      );
    }
    expect((await get('/wps/admin/members/999999')).statusCode).toBe(404);
    expect((await get('/wps/admin/members/abc')).statusCode).toBe(400);
  });

  it('gives the dashboard figures and the deposit orders from real data', async () => {
    const player = await createPlayer(app, { balanceMinor: 0 });
    const made = await app.inject({
      method: 'POST',
      url: '/wps/v2/payments/deposits',
      headers: player.headers,
      payload: { channel: 'ewallet', amount: 500 },
    });
    const before = dashboardSchema.parse((await get('/wps/admin/dashboard')).json().value);
    expect(before.pending.withdrawals).toBeGreaterThanOrEqual(3);
    expect(before.today.newMembers).toBeGreaterThanOrEqual(1);
    expect(before.last7Days.newMembers).toBeGreaterThanOrEqual(before.today.newMembers);
    expect(made.statusCode).toBe(200);
    expect(before.pending.deposits).toBeGreaterThanOrEqual(1);
    const deposits = depositDeskPageSchema.parse(
      (await get(`/wps/admin/deposits?status=pending&q=${player.account}`)).json().value,
    );
    expect(deposits.items.map((item) => [item.memberId, item.amount, item.status])).toEqual([
      [player.memberId, 500, 'pending'],
    ]);
    expect((await get('/wps/admin/deposits?status=nonsense')).statusCode).toBe(400);
  });

  it('marks a deposit paid after investigation once, through the ledger, and refuses a second time', async () => {
    const player = await createPlayer(app, { balanceMinor: 0 });
    const made = await app.inject({
      method: 'POST',
      url: '/wps/v2/payments/deposits',
      headers: player.headers,
      payload: { channel: 'ewallet', amount: 300 },
    });
    const orderId = made.json().value.orderId as number;
    const mark = (payload: object, id = orderId) =>
      app.inject({ method: 'POST', url: `/wps/admin/deposits/${id}/mark-paid`, headers: admin, payload });
    const body = { gatewayReference: 'GW-FOUND-123', reason: 'Found in the gateway report' };

    expect((await mark({ gatewayReference: 'x' })).statusCode).toBe(400);
    const [first, second] = await Promise.all([mark(body), mark(body)]);
    const answers = [first, second].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const winner = [first, second].find((answer) => answer.statusCode === 200)!;
    expect(winner.json().value).toMatchObject({ orderId, status: 'paid', credited: 300 });
    const loser = [first, second].find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ success: false, code: 'DEPOSIT_STATE_INVALID' });
    expect(await balanceMinor(app, player.memberId)).toBe(300_00);

    const listed = depositDeskPageSchema.parse(
      (await get(`/wps/admin/deposits?q=${player.account}`)).json().value,
    );
    expect(listed.items[0]).toMatchObject({ status: 'paid', gatewayTxId: 'GW-FOUND-123', paidAmount: 300 });
    expect((await mark(body, 999999)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/wps/admin/deposits/${orderId}/mark-paid`, payload: body }))
        .statusCode,
    ).toBeGreaterThanOrEqual(401);
  });

  it('lets a support role read the queue but refuses its decisions (403), and audits a mark-paid with who and why', async () => {
    const support = await staffSession(app, 'support');
    const finance = await staffSession(app, 'finance');
    expect((await get('/wps/admin/withdrawals/queue', support.headers)).statusCode).toBe(200);
    const player = await withdrawingPlayer('09170000999', 100);
    const queue = withdrawalQueuePageSchema.parse(
      (await get(`/wps/admin/withdrawals/queue?q=${player.account}`, support.headers)).json().value,
    );
    const orderId = queue.items[0]!.orderId;
    const approve = await app.inject({
      method: 'POST',
      url: `/wps/admin/withdrawals/${orderId}/approve`,
      headers: support.headers,
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().code).toBe('STAFF_FORBIDDEN');

    const buyer = await createPlayer(app, { balanceMinor: 0 });
    const made = await app.inject({
      method: 'POST',
      url: '/wps/v2/payments/deposits',
      headers: buyer.headers,
      payload: { channel: 'ewallet', amount: 200 },
    });
    const depositId = made.json().value.orderId as number;
    const body = { gatewayReference: 'GW-AUDIT-1', reason: 'Seen in the settlement file' };
    const refused = await app.inject({
      method: 'POST',
      url: `/wps/admin/deposits/${depositId}/mark-paid`,
      headers: support.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const marked = await app.inject({
      method: 'POST',
      url: `/wps/admin/deposits/${depositId}/mark-paid`,
      headers: finance.headers,
      payload: body,
    });
    expect(marked.statusCode).toBe(200);
    const rows = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'deposit')
      .where('entity_id', '=', String(depositId))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_id: finance.id,
      action: 'deposit.mark-paid',
      reason: 'Seen in the settlement file',
    });
  });
});
