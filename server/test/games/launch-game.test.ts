import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, seedGames, type TestPlayer } from './games-fixtures';

let app: FastifyInstance;
let member: TestPlayer;
let trialAccount: TestPlayer;

beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  member = await createPlayer(app, { balanceMinor: 1000 });
  trialAccount = await createPlayer(app, { isAgent: 4 });
});
afterAll(async () => {
  await app.close();
});

async function launch(payload: object, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload });
  return { status: res.statusCode, body: res.json() };
}

describe('launchGame', () => {
  it('lets a visitor trial-play a supportPlay 0 game with play money', async () => {
    const res = await launch({ gameId: 'PG-RNG-0001' });
    expect(res.status).toBe(200);
    expect(res.body.value.trial).toBe(true);
    expect(res.body.value.game_url).toMatch(/^\/vendor-demo\/play\?ticket=.+&mode=trial/);
  });

  it('asks a visitor to log in for a paid game', async () => {
    const res = await launch({ gameId: 'PG-RNG-0002' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('refuses real play to a trial account with the real-account warning, but allows trial play', async () => {
    const paid = await launch({ gameId: 'PG-RNG-0002' }, trialAccount.headers);
    expect(paid.status).toBe(403);
    expect(paid.body.code).toBe('REAL_ACCOUNT_REQUIRED');
    const free = await launch({ gameId: 'HOUSE-INHOUSE-0001' }, trialAccount.headers);
    expect(free.body.value).toMatchObject({ trial: true, game_url: expect.stringContaining('kind=dice') });
  });

  it('launches real play for a member and records the game as recent', async () => {
    const res = await launch(
      { gameId: 'PG-RNG-0002', language: 'en', platform: 'html5-desktop' },
      member.headers,
    );
    expect(res.body.value).toMatchObject({ trial: false, game_url: expect.stringContaining('mode=real') });
    const recent = await app.inject({ method: 'GET', url: '/wps/games/recent', headers: member.headers });
    expect(recent.json().value.list[0].gameId).toBe('PG-RNG-0002');
  });

  it('launches a PVP room by roomId and by nodeId', async () => {
    const room = await launch({ roomId: 'KY-PVP-0002-R2' }, member.headers);
    expect(room.body.value.game_url).toContain('game=KY-PVP-0002');
    const game = await app.db
      .selectFrom('game')
      .select('node_id')
      .where('game_id', '=', 'KY-PVP-0001')
      .executeTakeFirstOrThrow();
    const byNode = await launch({ nodeId: game.node_id }, member.headers);
    expect(byNode.body.value.game_url).toContain('game=KY-PVP-0001');
  });

  it("gives the vendor the game's catalogue name to title its page with", async () => {
    const game = await app.db
      .selectFrom('game')
      .select('game_name')
      .where('game_id', '=', 'PG-RNG-0002')
      .executeTakeFirstOrThrow();
    const res = await launch({ gameId: 'PG-RNG-0002' }, member.headers);
    expect(new URL(res.body.value.game_url, 'http://x').searchParams.get('name')).toBe(game.game_name);
    expect(game.game_name).not.toMatch(/PG-RNG/);
  });

  it("answers 'Game maintenance' with other games for a vendor in maintenance", async () => {
    const res = await launch({ gameId: 'SV388-COCKFIGHT-0001' }, member.headers);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'GAME_MAINTENANCE', message: 'Game maintenance' });
    expect(res.body.value.recommended.length).toBeGreaterThan(0);
    expect(res.body.value.recommended.every((g: { vassalage: string }) => g.vassalage !== 'SV388')).toBe(
      true,
    );
  });

  it('rejects unknown games, an empty request and an invalid token', async () => {
    expect((await launch({ gameId: 'NOPE' }, member.headers)).body.code).toBe('GAME_NOT_FOUND');
    expect((await launch({})).status).toBe(400);
    expect(
      (await launch({ gameId: 'PG-RNG-0001' }, { authorization: 'Bearer expired-or-forged' })).status,
    ).toBe(401);
  });
});
