import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  rebateSettingsSchema,
  referralSettingsSchema,
  vipSettingsSchema,
  type RebateSettings,
  type VipSettings,
} from '@site/shared/schemas/operator';
import { settleDay } from '../../src/modules/referral/referral.service';
import { promoteMembers } from '../../src/modules/vip/vip.service';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { staffSession } from '../helpers/staff';
import { settledBet } from '../rebate/rebate-fixtures';
import { invitedPlayer } from '../referral/referral-fixtures';

/**
 * The Campaign settings screen's calls (docs/back-office.md "Campaign settings"): validation answers 400 with a code,
 * a role without the permission 403, each change one audit row with its reason, and the rebate, referral and VIP
 * services use the stored numbers from the next call on.
 */
describe('campaign settings admin calls', () => {
  let app: FastifyInstance;
  let marketing: { cookie: string };
  let support: { cookie: string };
  let content: { cookie: string };
  beforeAll(async () => {
    app = await createTestApp();
    marketing = (await staffSession(app, 'marketing')).headers;
    support = (await staffSession(app, 'support')).headers;
    content = (await staffSession(app, 'content')).headers;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'PUT', what: string, headers: object, payload?: object) =>
    app.inject({
      method,
      url: `/wps/admin/campaigns/settings/${what}`,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const auditRows = (entityId: string) =>
    app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'campaign-settings.edit')
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .execute();
  const HOUR = 3_600_000;

  async function vipPlayer(level: number): Promise<TestPlayer> {
    const p = await createPlayer(app);
    await app.db.updateTable('member').set({ rank_level: level }).where('id', '=', p.memberId).execute();
    return p;
  }

  it('rebate: answers the defaults, refuses junk and falling rates, audits a change the claim then uses', async () => {
    const got = await call('GET', 'rebate', support);
    expect(got.statusCode).toBe(200);
    const current: RebateSettings = rebateSettingsSchema.parse(got.json().value);
    expect(current).toMatchObject({ minClaim: 1, windowDays: 7 });
    expect(current.ratesBps.slots).toEqual([40, 50, 60, 70, 85, 100]);
    expect((await call('GET', 'rebate', content)).statusCode).toBe(403);

    const next = { ...current, ratesBps: { ...current.ratesBps, slots: [100, 110, 120, 130, 140, 150] } };
    expect((await call('PUT', 'rebate', support, { ...next, reason: 'x' })).statusCode).toBe(403);
    const noReason = await call('PUT', 'rebate', marketing, next);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION_FAILED');
    const tooHigh = { ...next, ratesBps: { ...next.ratesBps, live: [20, 30, 40, 50, 60, 301] } };
    expect((await call('PUT', 'rebate', marketing, { ...tooHigh, reason: 'x' })).statusCode).toBe(400);
    const fractions = await call('PUT', 'rebate', marketing, { ...next, minClaim: 1.005, reason: 'x' });
    expect(fractions.statusCode).toBe(400);
    const falling = { ...next, ratesBps: { ...next.ratesBps, poker: [20, 30, 25, 50, 60, 80] } };
    const refused = await call('PUT', 'rebate', marketing, { ...falling, reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'REBATE_RATES_INVALID',
      value: { group: 'poker', level: 2 },
    });
    expect(await auditRows('rebate')).toHaveLength(0);

    const saved = await call('PUT', 'rebate', marketing, { ...next, minClaim: 2.5, reason: 'weekend push' });
    expect(saved.statusCode).toBe(200);
    expect(rebateSettingsSchema.parse(saved.json().value).minClaim).toBe(2.5);
    const [row] = await auditRows('rebate');
    expect(row).toMatchObject({ entity: 'campaign-settings', reason: 'weekend push' });
    expect(row?.before).toEqual({ ratesBps: current.ratesBps, minClaim: 1 });
    expect(row?.after).toEqual({ ratesBps: next.ratesBps, minClaim: 2.5 });

    // The member's page and claim now use 1.20 % at level 2 and the new minimum.
    const p = await vipPlayer(2);
    await settledBet(app.db, p, 'SLOT', 10_000_00, new Date(Date.now() - 2 * HOUR));
    const summary = await app.inject({ method: 'GET', url: '/wps/v2/rebate', headers: p.headers });
    expect(summary.json().value).toMatchObject({
      minClaim: 2.5,
      lines: [{ group: 'slots', validBet: 10_000, rate: 1.2, amount: 120 }],
    });
    const claim = await app.inject({
      method: 'POST',
      url: '/wps/v2/rebate/claims',
      headers: p.headers,
      payload: { requestKey: randomUUID() },
    });
    expect(claim.statusCode).toBe(200);
    expect(await balanceMinor(app, p.memberId)).toBe(120_00);
  });

  it('referral: bounds, permission, audit; the settlement pays the stored rate', async () => {
    expect(referralSettingsSchema.parse((await call('GET', 'referral', marketing)).json().value)).toEqual({
      commissionBps: 10,
    });
    expect((await call('PUT', 'referral', marketing, { commissionBps: 101, reason: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', 'referral', marketing, { commissionBps: 1.5, reason: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', 'referral', content, { commissionBps: 20, reason: 'x' })).statusCode).toBe(403);
    const saved = await call('PUT', 'referral', marketing, { commissionBps: 25, reason: 'double it' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toEqual({ commissionBps: 25 });
    const [row] = await auditRows('referral');
    expect(row).toMatchObject({
      before: { commissionBps: 10 },
      after: { commissionBps: 25 },
      reason: 'double it',
    });

    const referrer = await createPlayer(app);
    const invitee = await invitedPlayer(app, referrer);
    await settledBet(app.db, invitee, 'SLOT', 10_000_00, new Date('2032-05-06T12:00:00Z'));
    // 10,000 × 0.25 % = 25.
    expect((await settleDay(app.db, '2032-05-06')).paidMinor).toBe(25_00);
    expect(await balanceMinor(app, referrer.memberId)).toBe(25_00);
  });

  it('vip: thresholds strictly increasing from 0, audited; the promotion job and the status use them', async () => {
    const current: VipSettings = vipSettingsSchema.parse((await call('GET', 'vip', support)).json().value);
    expect(current.levels.map((l) => l.required)).toEqual([
      0, 20_000, 100_000, 500_000, 2_000_000, 10_000_000,
    ]);
    const levels = current.levels.map((l) => ({ ...l }));
    const put = (body: object) => call('PUT', 'vip', marketing, body);

    const notZero = await put({
      levels: levels.map((l, i) => (i === 0 ? { ...l, required: 5 } : l)),
      reason: 'x',
    });
    expect(notZero.json()).toMatchObject({
      code: 'VIP_THRESHOLDS_INVALID',
      value: { rule: 'first-at-zero' },
    });
    const flat = await put({
      levels: levels.map((l, i) => (i === 2 ? { ...l, required: 20_000 } : l)),
      reason: 'x',
    });
    expect(flat.statusCode).toBe(400);
    expect(flat.json()).toMatchObject({
      code: 'VIP_THRESHOLDS_INVALID',
      value: { rule: 'increasing', level: 2 },
    });
    const swapped = await put({ levels: [levels[1], levels[0], ...levels.slice(2)], reason: 'x' });
    expect(swapped.json()).toMatchObject({ code: 'VIP_THRESHOLDS_INVALID', value: { rule: 'order' } });
    expect((await put({ levels: levels.slice(0, 5), reason: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', 'vip', support, { levels, reason: 'x' })).statusCode).toBe(403);
    expect(await auditRows('vip')).toHaveLength(0);

    const easier = levels.map((l, i) => (i === 1 ? { ...l, name: 'Argent', required: 1_000 } : l));
    const saved = await put({ levels: easier, reason: 'easier start' });
    expect(saved.statusCode).toBe(200);
    const [row] = await auditRows('vip');
    expect(row).toMatchObject({ reason: 'easier start' });
    expect((row?.after as { levels: { name: string }[] }).levels[1]).toEqual({
      level: 1,
      name: 'Argent',
      required: 1_000,
    });

    const p = await createPlayer(app);
    const since = new Date(Date.now() - 60_000);
    await settledBet(app.db, p, 'SLOT', 1_500_00, new Date());
    await promoteMembers(app.db, since);
    const member = await app.db
      .selectFrom('member')
      .select(['rank_level', 'club_label'])
      .where('id', '=', p.memberId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ rank_level: 1, club_label: 'Argent' });
    const status = await app.inject({ method: 'GET', url: '/wps/v2/vip', headers: p.headers });
    expect(status.json().value).toMatchObject({ level: 1, next: { level: 2, required: 100_000 } });
    expect(status.json().value.levels[1]).toMatchObject({ name: 'Argent', required: 1_000 });
  });
});
