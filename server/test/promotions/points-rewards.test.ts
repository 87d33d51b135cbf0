import type { FastifyInstance } from 'fastify';
import {
  pointRedeemResultSchema,
  pointRedemptionPageSchema,
  pointRewardListSchema,
} from '@site/shared/schemas';
import { seedPointRewards } from '../../src/db/seed/point-rewards';
import { balanceMinor, ledgerSum } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import {
  decide,
  insertReward,
  memberWithPoints,
  newKey,
  pointsOf,
  redeem,
  stockOf,
} from './points-rewards-fixtures';

// The points mall: catalogue, redeem (password, key, window, limit, balance, stock), operator decisions (reject gives
// the points and the stock back once, approve pays a cash reward once), and a member never sees another's redemption.
describe('points rewards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const redeemed = (res: { json: () => unknown }) =>
    pointRedeemResultSchema.parse((res.json() as { value: unknown }).value);
  const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

  it('lists running rewards in the language asked for, with a served image', async () => {
    await seedPointRewards(app.db);
    await seedPointRewards(app.db);
    const id = await insertReward(app, { stock: 7, perMemberLimit: 2 });
    await insertReward(app, { startAt: new Date(Date.now() + 86_400_000) });
    await insertReward(app, { enabled: false });
    const res = await app.inject({ url: '/wps/points/rewards', headers: { 'accept-language': 'zh-CN' } });
    const list = pointRewardListSchema.parse(res.json().value);
    expect(list.map((r) => r.code)).toEqual(
      expect.arrayContaining(['LUCKY_TICKET', 'CASH10', 'TEAM_JERSEY', 'SMARTPHONE']),
    );
    expect(list).toHaveLength(5);
    expect(list.find((r) => r.code === 'CASH10')).toMatchObject({
      name: '现金 10.00',
      kind: 'cash',
      amount: 10,
    });
    expect(list.find((r) => r.id === id)).toMatchObject({ stock: 7, perMemberLimit: 2, redeemedByMe: 0 });
    const image = await app.inject({ url: list[0]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ url: '/wps/assets/rewards/NOPE.svg' })).statusCode).toBe(404);
  });

  it('redeems with the password: points taken at once, stock reserved, processing; same key answers the same', async () => {
    const player = await memberWithPoints(app, 500);
    const rewardId = await insertReward(app, { pointsCost: 200, stock: 3 });
    const wrong = await redeem(app, player, { rewardId, password: 'nope' });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([403, 'POINTS_PASSWORD_WRONG']);
    expect(await pointsOf(app, player)).toBe(500);

    const requestKey = newKey();
    const first = redeemed(await redeem(app, player, { rewardId, requestKey }));
    expect(first).toMatchObject({ replayed: false, balance: { points: 300 } });
    expect(first.redemption).toMatchObject({ rewardId, points: 200, status: 'processing' });
    expect(await stockOf(app, rewardId)).toBe(2);
    const again = redeemed(await redeem(app, player, { rewardId, requestKey }));
    expect(again).toMatchObject({ replayed: true, redemption: { id: first.redemption.id } });
    expect(await pointsOf(app, player)).toBe(300);
    expect(await stockOf(app, rewardId)).toBe(2);

    const other = await insertReward(app, { pointsCost: 10 });
    const reused = await redeem(app, player, { rewardId: other, requestKey });
    expect([reused.statusCode, codeOf(reused)]).toEqual([409, 'POINTS_KEY_REUSED']);
    const bad = await redeem(app, player, { rewardId, requestKey: 'short' });
    expect([bad.statusCode, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses: not enough points, out of stock, per-member limit, outside the window, unknown or switched off', async () => {
    const player = await memberWithPoints(app, 1000);
    const expensive = await insertReward(app, { pointsCost: 5000 });
    expect(codeOf(await redeem(app, player, { rewardId: expensive }))).toBe('POINTS_INSUFFICIENT');
    const empty = await insertReward(app, { stock: 0 });
    expect(codeOf(await redeem(app, player, { rewardId: empty }))).toBe('POINTS_REWARD_OUT_OF_STOCK');
    const limited = await insertReward(app, { pointsCost: 100, perMemberLimit: 1 });
    const taken = redeemed(await redeem(app, player, { rewardId: limited }));
    const limit = await redeem(app, player, { rewardId: limited });
    expect([codeOf(limit), limit.json().value]).toEqual(['POINTS_REWARD_LIMIT_REACHED', { limit: 1 }]);
    // A rejected redemption gives its slot back.
    expect((await decide(app, taken.redemption.id, 'reject')).statusCode).toBe(200);
    expect(redeemed(await redeem(app, player, { rewardId: limited })).redemption.status).toBe('processing');
    const later = await insertReward(app, { startAt: new Date(Date.now() + 86_400_000) });
    expect(codeOf(await redeem(app, player, { rewardId: later }))).toBe('POINTS_REWARD_NOT_ACTIVE');
    const ended = await insertReward(app, { endAt: new Date(Date.now() - 1000) });
    expect(codeOf(await redeem(app, player, { rewardId: ended }))).toBe('POINTS_REWARD_NOT_ACTIVE');
    const off = await insertReward(app, { enabled: false });
    expect(codeOf(await redeem(app, player, { rewardId: off }))).toBe('POINTS_REWARD_NOT_FOUND');
    expect(codeOf(await redeem(app, player, { rewardId: 999_999 }))).toBe('POINTS_REWARD_NOT_FOUND');
    expect(await pointsOf(app, player)).toBe(900);
  });

  it('reject returns the points and the stock exactly once; a decided redemption refuses another decision', async () => {
    const player = await memberWithPoints(app, 300);
    const rewardId = await insertReward(app, { pointsCost: 250, stock: 1 });
    const { redemption } = redeemed(await redeem(app, player, { rewardId }));
    expect(await stockOf(app, rewardId)).toBe(0);
    const [a, b] = await Promise.all([
      decide(app, redemption.id, 'reject', 'No stock at the warehouse'),
      decide(app, redemption.id, 'reject'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await pointsOf(app, player)).toBe(300);
    expect(await stockOf(app, rewardId)).toBe(1);
    const approve = await decide(app, redemption.id, 'approve');
    expect([approve.statusCode, codeOf(approve), approve.json().value]).toEqual([
      409,
      'POINTS_REDEMPTION_DECIDED',
      { status: 'rejected' },
    ]);
    expect(await pointsOf(app, player)).toBe(300);
    const page = pointRedemptionPageSchema.parse(
      (await app.inject({ url: '/wps/points/redemptions', headers: player.headers })).json().value,
    );
    expect(page.items[0]).toMatchObject({
      id: redemption.id,
      status: 'rejected',
      remark: 'No stock at the warehouse',
    });
    const history = (await app.inject({ url: '/wps/points/history', headers: player.headers })).json().value;
    expect(history.map((e: { kind: string }) => e.kind)).toEqual(['refund', 'redeem', 'earn']);
  });

  it('approve pays a cash reward through the ledger exactly once; an item is approved without money', async () => {
    const player = await memberWithPoints(app, 2000);
    const cash = await insertReward(app, { kind: 'cash', pointsCost: 900, cashMinor: 1000 });
    const item = await insertReward(app, { pointsCost: 100 });
    const before = await balanceMinor(app, player.memberId);
    const { redemption } = redeemed(await redeem(app, player, { rewardId: cash }));
    expect(redemption).toMatchObject({ kind: 'cash', amount: 10, status: 'processing' });
    expect(await balanceMinor(app, player.memberId)).toBe(before);
    const answers = await Promise.all([
      decide(app, redemption.id, 'approve'),
      decide(app, redemption.id, 'approve'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(await decide(app, redemption.id, 'reject'))).toBe('POINTS_REDEMPTION_DECIDED');
    expect(await balanceMinor(app, player.memberId)).toBe(before + 1000);
    expect(await pointsOf(app, player)).toBe(1100);
    const posted = await app.db
      .selectFrom('wallet_transaction')
      .select('id')
      .where('idempotency_key', '=', `points:redeem:${redemption.id}`)
      .execute();
    expect(posted).toHaveLength(1);
    const itemRedemption = redeemed(await redeem(app, player, { rewardId: item })).redemption;
    expect((await decide(app, itemRedemption.id, 'approve')).json().value).toEqual({
      id: itemRedemption.id,
      status: 'approved',
    });
    expect(await balanceMinor(app, player.memberId)).toBe(before + 1000);
    expect(await ledgerSum(app)).toBe(0);
  });

  it('operator calls need the token, validate their input and filter by state', async () => {
    const player = await memberWithPoints(app, 100);
    const rewardId = await insertReward(app);
    const { redemption } = redeemed(await redeem(app, player, { rewardId }));
    const noToken = await app.inject({
      method: 'POST',
      url: `/wps/admin/points/redemptions/${redemption.id}/approve`,
      payload: {},
    });
    expect([noToken.statusCode, codeOf(noToken)]).toEqual([401, 'STAFF_UNAUTHENTICATED']);
    const long = await decide(app, redemption.id, 'reject', 'x'.repeat(141));
    expect([long.statusCode, codeOf(long)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(codeOf(await decide(app, 999_999, 'approve'))).toBe('POINTS_REDEMPTION_NOT_FOUND');
    const list = await app.inject({
      url: '/wps/admin/points/redemptions?status=processing',
      headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
    });
    const rows = list.json().value as Array<{ id: number; status: string; account: string }>;
    expect(rows.every((r) => r.status === 'processing')).toBe(true);
    expect(rows.find((r) => r.id === redemption.id)).toMatchObject({ account: player.account });
  });

  it('a member never reads or replays another member’s redemption; the list pages', async () => {
    const [alice, bob] = [await memberWithPoints(app, 1000), await memberWithPoints(app, 1000)];
    const rewardId = await insertReward(app, { pointsCost: 100 });
    const requestKey = newKey();
    const mine = redeemed(await redeem(app, alice, { rewardId, requestKey })).redemption;
    for (let i = 0; i < 2; i += 1) await redeem(app, alice, { rewardId });
    const peek = await app.inject({ url: `/wps/points/redemptions/${mine.id}`, headers: bob.headers });
    expect([peek.statusCode, codeOf(peek)]).toEqual([404, 'POINTS_REDEMPTION_NOT_FOUND']);
    expect(
      (await app.inject({ url: `/wps/points/redemptions/${mine.id}`, headers: alice.headers })).statusCode,
    ).toBe(200);
    // Bob sending Alice's key redeems for Bob, not a replay of Alice's redemption.
    const bobs = redeemed(await redeem(app, bob, { rewardId, requestKey }));
    expect(bobs.replayed).toBe(false);
    expect(bobs.redemption.id).not.toBe(mine.id);
    const bobList = pointRedemptionPageSchema.parse(
      (await app.inject({ url: '/wps/points/redemptions', headers: bob.headers })).json().value,
    );
    expect(bobList.items.map((r) => r.id)).toEqual([bobs.redemption.id]);
    const page2 = pointRedemptionPageSchema.parse(
      (await app.inject({ url: '/wps/points/redemptions?page=2&pageSize=2', headers: alice.headers })).json()
        .value,
    );
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((r) => r.id)).toEqual([mine.id]);
    expect((await app.inject({ url: '/wps/points/redemptions' })).statusCode).toBe(401);
  });

  it('a visitor, a trial account and a session without a password cannot redeem; my count shows in the catalogue', async () => {
    const rewardId = await insertReward(app, { pointsCost: 100, perMemberLimit: 2 });
    const visitor = await app.inject({
      method: 'POST',
      url: '/wps/points/rewards/redeem',
      payload: { rewardId, password: 'x', requestKey: newKey() },
    });
    expect(visitor.statusCode).toBe(401);
    const trial = await memberWithPoints(app, 500);
    await app.db.updateTable('member').set({ type: 4 }).where('id', '=', trial.memberId).execute();
    expect(codeOf(await redeem(app, trial, { rewardId }))).toBe('REAL_ACCOUNT_REQUIRED');
    expect(await pointsOf(app, trial)).toBe(500);

    const player = await memberWithPoints(app, 500);
    await redeem(app, player, { rewardId });
    const list = pointRewardListSchema.parse(
      (await app.inject({ url: '/wps/points/rewards', headers: player.headers })).json().value,
    );
    expect(list.find((r) => r.id === rewardId)).toMatchObject({ redeemedByMe: 1, perMemberLimit: 2 });
  });

  it('parallel redemptions with different keys never overspend points or stock', async () => {
    const player = await memberWithPoints(app, 1000);
    const rewardId = await insertReward(app, { pointsCost: 300, stock: 5 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(app, player, { rewardId })));
    const okCount = answers.filter((r) => codeOf(r) === 'OK').length;
    expect(okCount).toBe(3);
    expect(await pointsOf(app, player)).toBe(100);
    expect(await stockOf(app, rewardId)).toBe(2);
  });
});
