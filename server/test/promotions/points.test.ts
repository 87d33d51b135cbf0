import type { FastifyInstance } from 'fastify';
import { pointBalanceSchema, pointEntryListSchema } from '@site/shared/schemas';
import { accrue } from '../../src/modules/points/points.service';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { balanceMinor, ledgerSum, type TestPlayer } from '../games/games-fixtures';
import { settledBet } from './promotions-fixtures';

// Points from settled valid bets (once per round), conversion to cash through the ledger once per key, behind the
// login password; parallel conversions never spend more points than the member has (PGlite and PostgreSQL).
describe('points', () => {
  let app: FastifyInstance;
  let player: TestPlayer;
  beforeAll(async () => {
    app = await createSeededApp();
    const token = await loginAs(app, 'player3', 'Player1234');
    const row = await app.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', 'player3')
      .executeTakeFirstOrThrow();
    player = { memberId: row.id, account: 'player3', token, headers: bearer(token) };
  });
  afterAll(async () => app.close());

  const points = async () =>
    pointBalanceSchema.parse(
      (await call(app, { url: '/wps/points/balance', headers: player.headers })).body.value,
    ).points;
  const convert = (payload: object) =>
    app.inject({ method: 'POST', url: '/wps/points/convert', headers: player.headers, payload });

  it('earns points from settled valid bets once per round', async () => {
    await settledBet(app, player, 123_456);
    await settledBet(app, player, 50);
    await accrue(app.db, new Date());
    await accrue(app.db, new Date());
    expect(await points()).toBe(1234);
    expect((await call(app, { url: '/wps/points/config' })).body.value).toEqual({
      pointsPerUnit: 1,
      cashPerPoint: 0.01,
      minConvertPoints: 100,
    });
    const history = (await call(app, { url: '/wps/points/history', headers: player.headers })).body.value;
    expect(history).toHaveLength(1);
  });

  it('converts with the password, once per key; refuses wrong password, reuse, minimum and overdraft', async () => {
    const cashBefore = await balanceMinor(app, player.memberId);
    const wrong = await convert({ points: 200, password: 'nope', requestKey: 'convert-0001' });
    expect(wrong.json().code).toBe('POINTS_PASSWORD_WRONG');
    expect(await points()).toBe(1234);

    const first = await convert({ points: 200, password: 'Player1234', requestKey: 'convert-0001' });
    expect(first.json().value).toMatchObject({
      points: 200,
      amount: 2,
      replayed: false,
      balance: { points: 1034 },
    });
    const again = await convert({ points: 200, password: 'Player1234', requestKey: 'convert-0001' });
    expect(again.json().value).toMatchObject({ replayed: true, balance: { points: 1034 } });
    expect(
      (await convert({ points: 300, password: 'Player1234', requestKey: 'convert-0001' })).json().code,
    ).toBe('POINTS_KEY_REUSED');
    expect(
      (await convert({ points: 99, password: 'Player1234', requestKey: 'convert-0002' })).json().code,
    ).toBe('POINTS_BELOW_MINIMUM');
    expect(
      (await convert({ points: 5000, password: 'Player1234', requestKey: 'convert-0003' })).json().code,
    ).toBe('POINTS_INSUFFICIENT');
    expect(await balanceMinor(app, player.memberId)).toBe(cashBefore + 200);
    expect(await ledgerSum(app)).toBe(0);
  });

  it('never overspends under parallel conversions with different keys', async () => {
    const before = await points();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        convert({ points: 400, password: 'Player1234', requestKey: `race-key-${i}` }),
      ),
    );
    const okCount = answers.filter((r) => r.json().code === 'OK').length;
    expect(okCount).toBe(Math.floor(before / 400));
    expect(await points()).toBe(before - okCount * 400);
    expect(await ledgerSum(app)).toBe(0);
  });

  it('names the game of each earning in the details, from the catalogue', async () => {
    const game = { game_id: 'PTS-RNG-0001', game_name: 'Points Fortune' };
    await app.db
      .insertInto('game')
      .values({
        ...game,
        node_id: 990_101,
        vassalage: 'PTS',
        game_type: 'RNG',
        game_classify: 'SLOT',
        search_name: 'points fortune',
        support_play: 1,
        is_new: false,
        hot_rank: null,
        popularity: 0,
        sort_order: 1,
      })
      .execute();
    await settledBet(app, player, 5_00, new Date(), game.game_id);
    await accrue(app.db, new Date());
    const history = pointEntryListSchema.parse(
      (await call(app, { url: '/wps/points/history', headers: player.headers })).body.value,
    );
    expect(history[0]).toMatchObject({ kind: 'earn', points: 5, gameName: game.game_name });
    // A conversion names no game.
    expect(history.find((e) => e.kind === 'convert')).toMatchObject({ gameName: null });
  });
});
