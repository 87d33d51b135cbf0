import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum } from '../games/games-fixtures';
import { adminHeaders, deposit, insertPromotion } from './promotions-fixtures';

// Parallel claims of one bonus credit it once — on PGlite and, when DATABASE_URL is set, on PostgreSQL where the
// requests really overlap (unique grant key + ledger key).
describe('promotion claims under concurrency', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('credits a deposit bonus once when the member claims it ten times at once', async () => {
    const id = await insertPromotion(app, 'deposit_bonus', {
      depositKind: 'first',
      percent: 100,
      wagerMultiplier: 3,
    });
    const player = await createPlayer(app);
    await deposit(app, player, 1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: `/wps/promotions/${id}/claim`, headers: player.headers }),
      ),
    );
    const codes = answers.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'PROMOTION_ALREADY_CLAIMED')).toBe(true);
    expect(await balanceMinor(app, player.memberId)).toBe(200_000);
    expect(await ledgerSum(app)).toBe(0);
  });

  it('credits a daily sign-in once and an approved application once under parallel operators', async () => {
    const signin = await insertPromotion(app, 'daily_signin', { fixedMinor: 700 });
    const player = await createPlayer(app);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ method: 'POST', url: `/wps/promotions/${signin}/claim`, headers: player.headers }),
      ),
    );
    expect(await balanceMinor(app, player.memberId)).toBe(700);

    const fixed = await insertPromotion(app, 'fixed_bonus', { fixedMinor: 1_000 });
    const applied = await app.inject({
      method: 'POST',
      url: `/wps/promotions/${fixed}/apply`,
      headers: player.headers,
      payload: { remark: 'race' },
    });
    const appId = applied.json().value.applicationId as number;
    const decisions = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: `/wps/admin/promotions/applications/${appId}/approve`,
          headers: adminHeaders(app),
          payload: {},
        }),
      ),
    );
    expect(decisions.filter((r) => r.json().code === 'OK')).toHaveLength(1);
    expect(await balanceMinor(app, player.memberId)).toBe(1_700);
    expect(await ledgerSum(app)).toBe(0);
  });
});
