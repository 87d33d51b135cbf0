import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, seedGames, type TestPlayer } from './games-fixtures';

let app: FastifyInstance;
let member: TestPlayer;
let trial: TestPlayer;

beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  member = await createPlayer(app);
  trial = await createPlayer(app, { isAgent: 4 });
});
afterAll(async () => {
  await app.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('catalogue', () => {
  it('is seeded at a realistic size, idempotently', async () => {
    const again = await seedGames(app.db);
    const games = await app.db
      .selectFrom('game')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const vendors = await app.db.selectFrom('game_vendor').select('vassalage').distinct().execute();
    expect(Number(games.n)).toBe(again.games);
    expect(Number(games.n)).toBeGreaterThanOrEqual(2000);
    expect(vendors.length).toBeGreaterThanOrEqual(40);
    expect(vendors.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88']),
    );
  });
});

describe('game list', () => {
  it('pages RNG with totalPages and stable order', async () => {
    const p1 = await get('/wps/games/list?gameType=RNG&pageSize=42&pageNo=1');
    expect(p1.status).toBe(200);
    expect(p1.body.value.games).toHaveLength(42);
    expect(p1.body.value.totalPages).toBeGreaterThanOrEqual(40);
    const p40 = await get('/wps/games/list?gameType=RNG&pageSize=42&pageNo=40');
    expect(p40.body.value.games.length).toBeGreaterThan(0);
    const ids = new Set(p1.body.value.games.map((g: { gameId: string }) => g.gameId));
    expect(p40.body.value.games.some((g: { gameId: string }) => ids.has(g.gameId))).toBe(false);
    const game = p1.body.value.games[0];
    expect(game).toMatchObject({
      gameType: 'RNG',
      iconUrl: expect.stringMatching(/^\/wps\/assets\/games\/.+\.svg$/),
    });
  });

  it('filters by vendor, classification, isNew and a trimmed name', async () => {
    const byVendor = await get('/wps/games/list?gameType=RNG&vassalage=PG&pageSize=1000');
    expect(byVendor.body.value.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
    const byClassify = await get('/wps/games/list?gameType=RNG&gameClassify=JACKPOT&pageSize=1000');
    expect(byClassify.body.value.games.length).toBeGreaterThan(0);
    expect(
      byClassify.body.value.games.every((g: { gameClassify: string }) => g.gameClassify === 'JACKPOT'),
    ).toBe(true);
    const fresh = await get('/wps/games/list?gameType=RNG&isNew=1&pageSize=1000');
    expect(fresh.body.value.games.every((g: { isNew: number }) => g.isNew === 1)).toBe(true);
    const named = await get(`/wps/games/list?gameName=${encodeURIComponent('  demo fortune ')}`);
    expect(named.body.value.games.map((g: { gameId: string }) => g.gameId)).toEqual(['PG-RNG-0001']);
    const literal = await get(`/wps/games/list?gameName=${encodeURIComponent('%')}`);
    expect(literal.body.value).toEqual({ games: [], totalPages: 0 });
  });

  it('lists bingo with empty type and vendor and EBINGO', async () => {
    const bingo = await get('/wps/games/list?gameType=&vassalage=&gameClassify=EBINGO&pageSize=42');
    expect(bingo.body.value.games.length).toBeGreaterThan(0);
    expect(bingo.body.value.games.every((g: { gameClassify: string }) => g.gameClassify === 'EBINGO')).toBe(
      true,
    );
  });

  it('rejects unknown fields and bad paging', async () => {
    expect((await get('/wps/games/list?bogus=1')).status).toBe(400);
    expect((await get('/wps/games/list?pageNo=0')).body.code).toBe('VALIDATION_FAILED');
  });

  it('also answers on its relay name', async () => {
    const relay = await get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=5');
    expect(relay.body.value.games).toHaveLength(5);
  });
});

describe('hot, popular, vendors, new vendors, popup, winners', () => {
  it('hot games: at most 20, filtered by type', async () => {
    const hot = await get('/wps/games/hot?gameType=RNG');
    expect(hot.body.value.length).toBeGreaterThan(0);
    expect(hot.body.value.length).toBeLessThanOrEqual(20);
    expect(hot.body.value.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
  });

  it('popular: sorted by popularity, 20 by default', async () => {
    const popular = await get('/lgw/games/popular');
    expect(popular.body.value).toHaveLength(20);
  });

  it('vendor mapping per game type with classifications and maintenance', async () => {
    const mapping = await get('/wps/games/vendors');
    const esports = mapping.body.value.find((t: { gameType: string }) => t.gameType === 'ESPORTS');
    expect(esports.vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual([
      'AV',
      'AI',
      'IMES',
      'TF',
      'IA',
    ]);
    expect(esports.vendors[0].isGame).toBe('VASSALAGE');
    const rng = mapping.body.value.find((t: { gameType: string }) => t.gameType === 'RNG');
    const pp = rng.vendors.find((v: { vassalage: string }) => v.vassalage === 'PP');
    expect(pp.gameClassify.map((c: { key: string }) => c.key).sort()).toEqual([
      'JACKPOT',
      'MEGAWAYS',
      'SLOT',
    ]);
    const cock = mapping.body.value.find((t: { gameType: string }) => t.gameType === 'COCKFIGHT');
    expect(cock.vendors.find((v: { vassalage: string }) => v.vassalage === 'SV388').maintenance).toBe(true);
  });

  it('new-game vendors', async () => {
    const res = await get('/wps/games/new-vendors');
    expect(res.body.value.map((v: { vassalage: string }) => v.vassalage)).toEqual(
      expect.arrayContaining(['NLC', 'FC']),
    );
  });

  it('popup list uses page size 1000', async () => {
    const res = await get('/wps/games/popup?gameType=LIVE');
    expect(res.body.value.totalPages).toBe(1);
    expect(res.body.value.games.length).toBeGreaterThan(100);
  });

  it('winner board is empty without real wins', async () => {
    const res = await get('/wps/games/winners?gameCategory=ALL&limitNum=20');
    expect(res.body.value).toEqual({ list: [] });
  });
});

describe('favourites and recent', () => {
  it('need a login', async () => {
    expect((await get('/wps/games/favourites')).status).toBe(401);
    expect((await get('/wps/games/recent')).body.code).toBe('NOT_LOGGED_IN');
  });

  it('are refused to trial accounts with the real-account warning', async () => {
    const res = await get('/wps/games/favourites/ids', trial.headers);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('add, list, ids and remove by nodeId/vendor/gameType', async () => {
    const list = await get('/wps/games/list?gameType=RNG&pageSize=2');
    const [a, b] = list.body.value.games;
    for (const g of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/games/favourites',
        headers: member.headers,
        payload: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
      });
      expect(res.statusCode).toBe(200);
    }
    const ids = await get('/wps/games/favourites/ids', member.headers);
    expect(ids.body.value.sort()).toEqual([a.nodeId, b.nodeId].sort());
    const page = await get('/wps/games/favourites?pageNo=1&pageSize=999&gameType=RNG', member.headers);
    expect(page.body.value.totalPages).toBe(1);
    expect(page.body.value.content.map((g: { gameId: string }) => g.gameId).sort()).toEqual(
      [a.gameId, b.gameId].sort(),
    );
    await app.inject({
      method: 'DELETE',
      url: '/wps/games/favourites',
      headers: member.headers,
      payload: { nodeId: a.nodeId, vendor: a.vassalage, gameType: a.gameType },
    });
    expect((await get('/wps/games/favourites/ids', member.headers)).body.value).toEqual([b.nodeId]);
  });

  it('recent lists launched games, newest first', async () => {
    for (const gameId of ['PG-RNG-0002', 'PG-RNG-0001']) {
      await app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: member.headers,
        payload: { gameId },
      });
    }
    const recent = await get('/wps/games/recent', member.headers);
    expect(recent.body.value.list.map((g: { gameId: string }) => g.gameId)).toEqual([
      'PG-RNG-0001',
      'PG-RNG-0002',
    ]);
    expect(recent.body.value.totalPages).toBe(1);
  });

  it('PVP rooms need a login and list rooms of PVP games', async () => {
    expect((await get('/wps/games/pvp/rooms')).status).toBe(401);
    const rooms = await get('/wps/games/pvp/rooms', member.headers);
    expect(rooms.body.value[0]).toMatchObject({ roomId: expect.stringMatching(/-R1$/), minBet: 1 });
  });
});

describe('icons', () => {
  it('serves a cacheable generated SVG per game and 404 for unknown ones', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/assets/games/PG-RNG-0001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body).toContain('Demo Fortune');
    const again = await app.inject({
      method: 'GET',
      url: '/wps/assets/games/PG-RNG-0001.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const large = await app.inject({ method: 'GET', url: '/wps/assets/games/PG-RNG-0001-large.svg' });
    expect(large.body).toContain('width="400"');
    expect((await app.inject({ method: 'GET', url: '/wps/assets/games/NOPE.svg' })).statusCode).toBe(404);
  });
});
