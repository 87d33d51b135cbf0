import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { hashPassword } from '../../src/modules/member/password-hash';
import { automation, staffSession } from '../helpers/staff';

/**
 * Four-eyes and the audit written with the change (docs/back-office.md): above FOUR_EYES_LIMIT a wallet adjustment
 * or a withdrawal approval waits for a second staff member; nobody confirms their own; a refused change leaves no
 * audit row, a made one always has one.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ FOUR_EYES_LIMIT: 100 });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });
const auditRows = async (action: string) =>
  (await app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute()).length;

describe('wallet adjustments', () => {
  it('at or below the limit: made at once, one audit row with before/after and reason', async () => {
    const clerk = await staffSession(app, 'finance');
    const player = await createPlayer(app, { balanceMinor: 50_00 });
    const res = await post('/wps/admin/wallet/adjustments', clerk.headers, {
      account: player.account,
      amount: 100,
      reason: 'Goodwill',
      idempotencyKey: 'four-eyes-small-1',
    });
    expect(res.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', player.account)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      staff_id: clerk.id,
      actor: `staff:${clerk.account}`,
      action: 'wallet.adjust',
      before: { balance: 50 },
      after: expect.objectContaining({ balance: 150, amount: 100 }),
      reason: 'Goodwill',
      address: '127.0.0.1',
    });
  });

  it('a refused change (debit below 0) leaves no audit row', async () => {
    const clerk = await staffSession(app, 'finance');
    const player = await createPlayer(app, { balanceMinor: 10_00 });
    const before = await auditRows('wallet.adjust');
    const res = await post('/wps/admin/wallet/adjustments', clerk.headers, {
      account: player.account,
      amount: -50,
      reason: 'Clawback',
      idempotencyKey: 'four-eyes-refused-1',
    });
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await auditRows('wallet.adjust')).toBe(before);
  });

  it('above the limit: a pending request; the requester cannot confirm, a second staff member can, once', async () => {
    const clerk = await staffSession(app, 'finance');
    const second = await staffSession(app, 'risk');
    const support = await staffSession(app, 'support');
    const player = await createPlayer(app, { balanceMinor: 0 });
    const asked = await post('/wps/admin/wallet/adjustments', clerk.headers, {
      account: player.account,
      amount: 500,
      reason: 'Missed deposit',
      idempotencyKey: 'four-eyes-big-1',
    });
    expect(asked.statusCode).toBe(202);
    const request = asked.json().value.fourEyes;
    expect(request).toMatchObject({
      kind: 'wallet.adjust',
      status: 'pending',
      amount: 500,
      requestedBy: `staff:${clerk.account}`,
    });
    expect(await balanceMinor(app, player.memberId)).toBe(0);
    const queue = await app.inject({ url: '/wps/admin/four-eyes?status=pending', headers: support.headers });
    expect(queue.json().value.map((r: { id: number }) => r.id)).toContain(request.id);

    const confirmUrl = `/wps/admin/wallet/adjustments/requests/${request.id}/confirm`;
    const own = await post(confirmUrl, clerk.headers);
    expect([own.statusCode, own.json().code]).toEqual([409, 'FOUR_EYES_OWN_REQUEST']);
    const robot = await post(confirmUrl, automation(app));
    expect(robot.json().code).toBe('FOUR_EYES_OWN_REQUEST');
    const noPermission = await post(confirmUrl, support.headers);
    expect([noPermission.statusCode, noPermission.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    const confirmed = await post(confirmUrl, second.headers);
    expect(confirmed.json().value).toMatchObject({
      request: { status: 'confirmed', decidedBy: `staff:${second.account}` },
      result: { balanceAfter: 500 },
    });
    expect(await balanceMinor(app, player.memberId)).toBe(500_00);
    const again = await post(confirmUrl, second.headers);
    expect([again.statusCode, again.json().code]).toEqual([409, 'FOUR_EYES_ALREADY_DECIDED']);
    expect(await balanceMinor(app, player.memberId)).toBe(500_00);
  });
});

describe('withdrawal approval above the limit', () => {
  it('waits for a second staff member, then pays out once, audited by both', async () => {
    const player = await createPlayer(app, { balanceMinor: 1_000_00 });
    await app.db
      .updateTable('member')
      .set({ password_hash: await hashPassword('Secret123') })
      .where('id', '=', player.memberId)
      .execute();
    const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      app.inject({ method, url, headers: player.headers, payload: payload as object });
    await call('PUT', '/wps/v2/withdrawal-password', { loginPassword: 'Secret123', newPassword: '246810' });
    const account = await call('POST', '/wps/v2/payout-accounts', {
      kind: 'ewallet',
      provider: 'GCash',
      accountNumber: '09171234567',
      payeeName: 'Juan Dela Cruz',
    });
    const created = await call('POST', '/wps/v2/withdrawals', {
      amount: 300,
      payoutAccountId: account.json().value.id,
      withdrawalPassword: '246810',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.orderId ?? created.json().value.id;

    const clerk = await staffSession(app, 'finance');
    const risk = await staffSession(app, 'risk');
    const mark =
      (
        await app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? '0';
    const asked = await post(`/wps/admin/withdrawals/${id}/approve`, clerk.headers);
    expect(asked.statusCode).toBe(202);
    const request = asked.json().value.fourEyes;
    // Asking twice gives the same open request.
    expect((await post(`/wps/admin/withdrawals/${id}/approve`, clerk.headers)).json().value.fourEyes.id).toBe(
      request.id,
    );
    const own = await post(`/wps/admin/withdrawals/approvals/${request.id}/confirm`, clerk.headers);
    expect(own.json().code).toBe('FOUR_EYES_OWN_REQUEST');
    const done = await post(`/wps/admin/withdrawals/approvals/${request.id}/confirm`, risk.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json().value.result.order.status).toBe('approved');
    const trail = await app.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('id', '>', String(mark))
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { action: 'four-eyes.request', actor: `staff:${clerk.account}` },
      { action: 'withdrawal.approve', actor: `staff:${risk.account}` },
      { action: 'four-eyes.confirm', actor: `staff:${risk.account}` },
    ]);
    // A decided withdrawal refuses another decision, and writes no audit row for it.
    const rows = await auditRows('withdrawal.reject');
    const late = await post(`/wps/admin/withdrawals/${id}/reject`, clerk.headers, { reason: 'Too late' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'WITHDRAWAL_STATE_INVALID']);
    expect(await auditRows('withdrawal.reject')).toBe(rows);
  });
});

describe('the audit trail', () => {
  it('cannot be edited or deleted', async () => {
    await expect(app.db.updateTable('audit_log').set({ reason: 'edited' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });

  it('is searchable by staff, entity and time, with audit.read only', async () => {
    const owner = await staffSession(app, 'owner');
    const clerk = await staffSession(app, 'finance');
    const page = await app.inject({ url: '/wps/admin/audit?entity=wallet&page=1', headers: owner.headers });
    expect(page.json().value.total).toBeGreaterThan(0);
    expect(page.json().value.items.every((r: { entity: string }) => r.entity === 'wallet')).toBe(true);
    const future = await app.inject({
      url: `/wps/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      headers: owner.headers,
    });
    expect(future.json().value.total).toBe(0);
    expect((await app.inject({ url: '/wps/admin/audit', headers: clerk.headers })).statusCode).toBe(403);
  });
});
