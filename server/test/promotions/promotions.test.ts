import type { FastifyInstance } from 'fastify';
import { bonusGrantListSchema, promotionDetailSchema, promotionListSchema } from '@site/shared/schemas';
import { createTestApp } from '../helpers/test-app';
import { call } from '../helpers/accounts';
import { balanceMinor, createPlayer, ledgerSum, type TestPlayer } from '../games/games-fixtures';
import { settleGrants } from '../../src/modules/promotions/bonus.service';
import { previousDay } from '../../src/modules/promotions/cashback';
import { adminHeaders, deposit, insertPromotion, settledBet } from './promotions-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

// Promotions on the real app: states for visitors and members, each kind's transitions and refusals, bonus
// wagering tracked from valid bets and read by the withdrawal check, expiry forfeit through the ledger.
describe('promotions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const detail = async (id: number, player?: TestPlayer) => {
    const res = await call(app, { url: `/wps/promotions/${id}`, headers: player?.headers });
    return promotionDetailSchema.parse(res.body.value);
  };
  const claim = (id: number, player: TestPlayer) =>
    call(app, { method: 'POST', url: `/wps/promotions/${id}/claim`, headers: player.headers });
  const bonuses = async (player: TestPlayer) =>
    bonusGrantListSchema.parse(
      (await call(app, { url: '/wps/promotions/bonuses', headers: player.headers })).body.value,
    );

  it('shows visitors every promotion with its calendar state and the content', async () => {
    const running = await insertPromotion(app, 'fixed_bonus', { fixedMinor: 1000 }, { category: 'visitors' });
    await insertPromotion(
      app,
      'fixed_bonus',
      { fixedMinor: 1000 },
      { startAt: new Date(Date.now() + DAY_MS), category: 'visitors' },
    );
    await insertPromotion(
      app,
      'fixed_bonus',
      { fixedMinor: 1000 },
      {
        startAt: new Date(Date.now() - 3 * DAY_MS),
        endAt: new Date(Date.now() - DAY_MS),
        category: 'visitors',
      },
    );
    const res = await call(app, { url: '/wps/promotions?category=visitors' });
    const states = promotionListSchema.parse(res.body.value).map((p) => p.state);
    expect(states).toEqual(['join', 'coming_soon', 'closed']);
    expect((await detail(running)).content).toBe('<p>Rules</p>');
    expect((await call(app, { url: '/wps/promotions/999999' })).body.code).toBe('PROMOTION_NOT_FOUND');
    expect((await call(app, { method: 'POST', url: `/wps/promotions/${running}/claim` })).status).toBe(401);
  });

  it('deposit bonus: join → claim on a paid deposit → process while wagering → claimed; credited once', async () => {
    const id = await insertPromotion(app, 'deposit_bonus', {
      depositKind: 'first',
      percent: 50,
      capMinor: 20_000,
      minDepositMinor: 10_000,
      wagerMultiplier: 10,
    });
    const player = await createPlayer(app);
    expect((await detail(id, player)).state).toBe('join');
    expect((await claim(id, player)).body.code).toBe('PROMOTION_NOTHING_TO_CLAIM');

    await deposit(app, player, 500);
    expect((await detail(id, player)).state).toBe('claim');
    const claimed = await claim(id, player);
    expect(claimed.body.value).toMatchObject({
      state: 'process',
      grant: { bonus: 200, required: 2000, progress: 0 },
    });
    expect(await balanceMinor(app, player.memberId)).toBe(50_000 + 20_000);
    expect((await claim(id, player)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect(await balanceMinor(app, player.memberId)).toBe(70_000);

    // Withdrawal is blocked while the wagering is unmet: the bonus amount stays locked.
    await settledBet(app, player, 150_000);
    // The member centre's deposit-turnover rule is in the same registry: look at the bonus's own requirement.
    const bonusRequirements = async () =>
      (await app.withdrawalRequirements.collect(app.db, player.memberId)).filter((r) =>
        r.kind.startsWith('bonus-wagering:'),
      );
    const [req] = await bonusRequirements();
    expect(req).toMatchObject({ requiredMinor: 200_000, progressMinor: 150_000, lockedMinor: 20_000 });
    expect((await bonuses(player))[0]).toMatchObject({ progress: 1500, status: 'active' });

    await settledBet(app, player, 50_000);
    expect(await bonusRequirements()).toEqual([]);
    await settleGrants(app.db, new Date());
    expect((await bonuses(player))[0]).toMatchObject({ progress: 2000, status: 'completed' });
    expect((await detail(id, player)).state).toBe('claimed');

    // A first-deposit bonus never applies to a second deposit; a reload bonus does, once per deposit.
    const reload = await insertPromotion(app, 'deposit_bonus', {
      depositKind: 'reload',
      percent: 10,
      wagerMultiplier: 2,
      wagerBase: 'deposit_bonus',
    });
    expect((await detail(reload, player)).state).toBe('join');
    await deposit(app, player, 300);
    expect((await detail(id, player)).state).toBe('claimed');
    expect((await claim(reload, player)).body.value.grant).toMatchObject({
      bonus: 30,
      deposit: 300,
      required: 660,
    });
    expect((await claim(reload, player)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect(await ledgerSum(app)).toBe(0);
  });

  it('refuses ineligible members with a reason and trial accounts with the real-account code', async () => {
    const vip = await insertPromotion(app, 'daily_signin', { fixedMinor: 100, minVipLevel: 3 });
    const depositor = await insertPromotion(app, 'daily_signin', {
      fixedMinor: 100,
      depositInPeriod: { days: 7, minMinor: 100_000 },
    });
    const newbies = await insertPromotion(app, 'daily_signin', { fixedMinor: 100, newPlayerDays: 7 });
    const player = await createPlayer(app);
    expect((await detail(vip, player)).ineligibleReason).toBe('vip_level');
    const refused = await claim(vip, player);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE', value: { reason: 'vip_level' } });
    expect((await claim(depositor, player)).body.value.reason).toBe('deposit_in_period');
    await deposit(app, player, 1000);
    expect((await claim(depositor, player)).body.success).toBe(true);
    expect((await claim(newbies, player)).body.success).toBe(true);
    await app.db
      .updateTable('member')
      .set({ created_at: new Date(Date.now() - 30 * DAY_MS) } as never)
      .where('id', '=', player.memberId)
      .execute();
    const other = await insertPromotion(app, 'daily_signin', { fixedMinor: 100, newPlayerDays: 7 });
    expect((await claim(other, player)).body.value.reason).toBe('new_players_only');
    const trial = await createPlayer(app, { isAgent: 4 });
    expect((await claim(newbies, trial)).body.code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('daily sign-in: once per site day; signed until the next day', async () => {
    const id = await insertPromotion(app, 'daily_signin', { fixedMinor: 500 });
    const player = await createPlayer(app);
    expect((await claim(id, player)).body.value).toMatchObject({
      state: 'signed',
      grant: { bonus: 5, status: 'completed' },
    });
    expect((await claim(id, player)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect(await balanceMinor(app, player.memberId)).toBe(500);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/wps/promotions/${id}/apply`,
          headers: player.headers,
          payload: {},
        })
      ).body.code,
    ).toBe('PROMOTION_WRONG_ACTION');
  });

  it('application: remark ≤ 140, one per member, operator approves (credited) or rejects, decided once', async () => {
    const id = await insertPromotion(app, 'fixed_bonus', { fixedMinor: 8800, wagerMultiplier: 1 });
    const [a, b] = [await createPlayer(app), await createPlayer(app)];
    const apply = (p: TestPlayer, remark: string) =>
      call(app, {
        method: 'POST',
        url: `/wps/promotions/${id}/apply`,
        headers: p.headers,
        payload: { remark },
      });
    expect((await apply(a, 'x'.repeat(141))).body.code).toBe('VALIDATION_FAILED');
    expect((await claim(id, a)).body.code).toBe('PROMOTION_WRONG_ACTION');
    expect((await apply(a, 'My birthday')).body.value.state).toBe('applying');
    expect((await apply(a, 'again')).body.code).toBe('PROMOTION_APPLICATION_EXISTS');
    await apply(b, 'please');
    expect((await detail(id, a)).state).toBe('applying');

    const list = await call(app, { url: '/wps/admin/promotions/applications?status=applying' });
    expect(list.status).toBe(401);
    const pending = (
      await call(app, {
        url: '/wps/admin/promotions/applications?status=applying',
        headers: adminHeaders(app),
      })
    ).body.value as Array<{ id: number; memberId: number }>;
    const appA = pending.find((x) => x.memberId === a.memberId)!.id;
    const appB = pending.find((x) => x.memberId === b.memberId)!.id;
    const decide = (appId: number, action: string) =>
      call(app, {
        method: 'POST',
        url: `/wps/admin/promotions/applications/${appId}/${action}`,
        headers: adminHeaders(app),
        payload: { remark: 'checked' },
      });
    expect((await decide(appA, 'approve')).body.value.status).toBe('approved');
    expect((await decide(appA, 'reject')).body.code).toBe('PROMOTION_APPLICATION_DECIDED');
    expect((await decide(appB, 'reject')).body.value.status).toBe('rejected');
    expect((await decide(appB, 'approve')).body.code).toBe('PROMOTION_APPLICATION_DECIDED');
    expect(await balanceMinor(app, a.memberId)).toBe(8800);
    expect(await balanceMinor(app, b.memberId)).toBe(0);
    expect((await detail(id, a)).state).toBe('process');
    expect((await detail(id, b)).state).toBe('rejected');
    expect((await detail(id, b)).application).toMatchObject({ remark: 'please', operatorRemark: 'checked' });
  });

  it('expiry forfeits the unmet bonus through the ledger once; a met bonus is kept', async () => {
    const id = await insertPromotion(app, 'daily_signin', {
      fixedMinor: 10_000,
      wagerMultiplier: 5,
      expiryDays: 1,
    });
    const loser = await createPlayer(app, { balanceMinor: 3_000 });
    const keeper = await createPlayer(app);
    await claim(id, loser);
    await claim(id, keeper);
    await settledBet(app, keeper, 50_000);
    const later = new Date(Date.now() + 2 * DAY_MS);
    const first = await settleGrants(app.db, later);
    expect(first.forfeited).toBeGreaterThanOrEqual(1);
    expect(await balanceMinor(app, loser.memberId)).toBe(3_000);
    expect(await balanceMinor(app, keeper.memberId)).toBe(10_000);
    await settleGrants(app.db, later);
    expect(await balanceMinor(app, loser.memberId)).toBe(3_000);
    expect((await bonuses(loser))[0]).toMatchObject({ status: 'forfeited', forfeited: 100 });
    expect((await bonuses(keeper))[0]).toMatchObject({ status: 'completed' });
    expect(await app.withdrawalRequirements.collect(app.db, loser.memberId)).toEqual([]);
    expect(await ledgerSum(app)).toBe(0);
  });

  it("cash back: a percent of the previous site day's net loss, claimable once per day", async () => {
    const id = await insertPromotion(app, 'cashback', {
      percent: 10,
      capMinor: 5_000,
      minLossMinor: 1_000,
      wagerMultiplier: 1,
    });
    const [loser, small] = [await createPlayer(app), await createPlayer(app)];
    expect((await detail(id, loser)).state).toBe('join');
    expect((await claim(id, loser)).body.code).toBe('PROMOTION_NOTHING_TO_CLAIM');
    const yesterday = new Date(previousDay(new Date()).from.getTime() + 60 * 60 * 1000);
    await settledBet(app, loser, 30_000, yesterday);
    await settledBet(app, loser, 90_000); // today: counts for tomorrow's cash back
    await settledBet(app, small, 900, yesterday);
    expect((await detail(id, loser)).state).toBe('claim');
    expect((await detail(id, small)).state).toBe('join');
    expect((await claim(id, loser)).body.value).toMatchObject({
      state: 'claimed',
      grant: { bonus: 30, required: 30 },
    });
    expect((await claim(id, loser)).body.code).toBe('PROMOTION_ALREADY_CLAIMED');
    expect(await balanceMinor(app, loser.memberId)).toBe(3_000);
  });

  it('never shows one member the bonuses of another', async () => {
    const id = await insertPromotion(app, 'daily_signin', { fixedMinor: 100 });
    const [a, b] = [await createPlayer(app), await createPlayer(app)];
    await claim(id, a);
    expect(await bonuses(b)).toEqual([]);
    expect((await call(app, { url: '/wps/promotions/bonuses' })).status).toBe(401);
  });
});
