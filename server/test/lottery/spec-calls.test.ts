import type { FastifyInstance } from 'fastify';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { drawDue, ensureIssues } from '../../src/modules/lottery/lottery.service';

// The client's lottery call names (docs/product.md "Calls") answer in its "Lottery game" / "Regional lottery group"
// shapes (docs/lottery.md "Relay call names") from the engine.
describe('the client\'s lottery calls (docs/product.md "Calls")', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeAll(async () => {
    app = await createSeededApp();
    await ensureIssues(app.db, new Date());
    demo = await loginAs(app, 'demo', 'Demo1234');
  });
  afterAll(async () => app.close());

  it('/lgw/games/game_menus groups every game with the client fields; /lgw/vn/games/game_menu only the regional ones', async () => {
    const all = (await call(app, { url: '/lgw/games/game_menus?prizeMode=Lott&device=WEB' })).body.value;
    expect(all.list.map((g: { tag: string }) => g.tag)).toEqual([
      'VN_SOUTH',
      'VN_CENTRAL',
      'VN_NORTH',
      'KENO',
      'FAST',
    ]);
    const keno = all.list.find((g: { tag: string }) => g.tag === 'KENO').gameMenus[0];
    expect(keno).toMatchObject({
      gameId: 'KENO_1M',
      code: 'KENO_1M',
      vendor: 'GPI',
      vassalage: 'GPI',
      accountTypeName: 'GPI',
      gameType: 'LOTTERY',
      isSale: 1,
      lockTime: 30,
      drawDayOfWeek: '1,2,3,4,5,6,7',
    });
    expect(keno.remainTime).toBeGreaterThan(0);
    expect(keno.fewinTime).toBeGreaterThan(Date.now());
    const vn = (await call(app, { url: '/lgw/vn/games/game_menu' })).body.value;
    expect(vn.list.map((g: { tag: string }) => g.tag)).toEqual(['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH']);
    const hcm = vn.list[0].gameMenus.find((g: { code: string }) => g.code === 'VNS_HCM');
    expect(hcm.drawDayOfWeek).toBe('2,7'); // Monday and Saturday in the client's numbering (1 = Sunday)
    expect((await call(app, { url: '/lgw/games/game_menus?prizeMode=Nope' })).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('lottery popular lists games on sale, soonest first, limited by count', async () => {
    const res = (await call(app, { url: '/lgw/lottery/popular?count=3' })).body.value;
    expect(res.list).toHaveLength(3);
    const remain = res.list.map((g: { remainTime: number }) => g.remainTime);
    expect([...remain].sort((a, b) => a - b)).toEqual(remain);
  });

  it('/lgw/vn/games/game_menu/recent lists the regional games the member ordered last', async () => {
    expect((await call(app, { url: '/lgw/vn/games/game_menu/recent' })).status).toBe(401);
    const menu = (await call(app, { url: '/lgw/lottery/games?group=VN_NORTH' })).body.value.games[0];
    const placed = await call(app, {
      method: 'POST',
      url: '/lgw/lottery/orders',
      headers: bearer(demo),
      payload: {
        gameCode: 'VNN_HN',
        issueNo: menu.current.issueNo,
        clientKey: 'spec-recent-0001',
        selections: [{ playType: 'VN_DE', numbers: [1], amount: 1 }],
      },
    });
    expect(placed.status).toBe(200);
    const recent = (
      await call(app, { url: '/lgw/vn/games/game_menu/recent?recentCount=100', headers: bearer(demo) })
    ).body.value;
    expect(recent.list.map((g: { code: string }) => g.code)).toEqual(['VNN_HN']);
  });
  it('opened numeros show drawn issues with the winning number; the (T) variant needs a login', async () => {
    const north = (await call(app, { url: '/lgw/lottery/games?group=VN_NORTH' })).body.value.games[0];
    await drawDue(app.db, new Date(north.current.drawAt));
    const res = (await call(app, { url: '/lgw/vn/numeros/opened/game?gameCode=VNN_HN&count=5' })).body.value;
    expect(res.list[0]).toMatchObject({ numero: north.current.issueNo, gameCode: 'VNN_HN' });
    expect(res.list[0].winningNumber).toMatch(/^\d{5}$/);
    expect((await call(app, { url: '/lotto/lgw/games/opened/numero?gameCode=VNN_HN' })).status).toBe(401);
    const mine = await call(app, {
      url: '/lotto/lgw/games/opened/numero?gameCode=VNN_HN',
      headers: bearer(demo),
    });
    expect(mine.body.value.list[0].numero).toBe(north.current.issueNo);
    expect((await call(app, { url: '/lgw/vn/numeros/opened/game?gameCode=MARS' })).body.code).toBe(
      'LOTTERY_GAME_NOT_FOUND',
    );
  });
});
