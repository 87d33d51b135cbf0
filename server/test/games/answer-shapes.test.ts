import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  balanceResultSchema,
  favouriteIdsSchema,
  favouriteListResultSchema,
  gameListResultSchema,
  helpTopicSchema,
  hotGamesResultSchema,
  launchResultSchema,
  recentResultSchema,
  vendorMappingSchema,
  whitelabelSchema,
  winnersResultSchema,
} from '@site/shared/schemas';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, seedGames, type TestPlayer } from './games-fixtures';

// The front parses every answer with these shared schemas (ADR 007) and the lobby's test fixtures
// are parsed by them too: this proves the real server's answers satisfy the same schemas, so a
// fixture cannot describe a shape the server does not send.
let app: FastifyInstance;
let member: TestPlayer;

beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  member = await createPlayer(app);
});
afterAll(async () => {
  await app.close();
});

async function answer<S extends z.ZodType>(schema: S, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) throw new Error(`${method} ${url}: ${parsed.error.message}`);
  return parsed.data as z.output<S>;
}

describe('real API answers parse with the shared schemas the lobby uses', () => {
  it('games list, hot and vendors', async () => {
    const list = await answer(
      gameListResultSchema,
      'GET',
      '/wps/games/list?gameType=RNG&pageSize=42&pageNo=1',
    );
    expect(list.games.length).toBe(42);
    expect((await answer(hotGamesResultSchema, 'GET', '/wps/games/hot?gameType=RNG')).length).toBeGreaterThan(
      0,
    );
    const vendors = await answer(vendorMappingSchema, 'GET', '/wps/games/vendors?platform=html5-desktop');
    expect(vendors.some((v) => v.vendors.length > 0)).toBe(true);
  });

  it('favourites, recent and launch for a signed-in member', async () => {
    const [game] = (
      await answer(gameListResultSchema, 'GET', '/wps/games/list?gameType=RNG&pageSize=1&pageNo=1')
    ).games;
    const ids = await answer(favouriteIdsSchema, 'POST', '/wps/games/favourites', {
      nodeId: game!.nodeId,
      vendor: game!.vassalage,
      gameType: game!.gameType,
    });
    expect(ids).toContain(game!.nodeId);
    expect(await answer(favouriteIdsSchema, 'GET', '/wps/games/favourites/ids')).toEqual(ids);
    const favourites = await answer(
      favouriteListResultSchema,
      'GET',
      '/wps/games/favourites?pageNo=1&pageSize=999&gameType=',
    );
    expect(favourites.content.map((g) => g.nodeId)).toContain(game!.nodeId);
    await answer(launchResultSchema, 'POST', '/wps/game/launchGame', {
      gameId: game!.gameId,
      trial: false,
      language: 'en',
      platform: 'html5-desktop',
    });
    const recent = await answer(
      recentResultSchema,
      'GET',
      '/wps/games/recent?gameType=&vassalage=&pageNo=1&pageSize=42',
    );
    expect(recent.list.map((g) => g.gameId)).toContain(game!.gameId);
  });

  it('winners, balance, help centre and whitelabel', async () => {
    await answer(winnersResultSchema, 'GET', '/wps/games/winners?gameCategory=ALL&language=en&limitNum=20');
    const balance = await answer(balanceResultSchema, 'GET', '/wps/v2/wallets/balance');
    expect(balance.currency).toHaveLength(3);
    const topics = await answer(
      helpTopicSchema.array(),
      'GET',
      '/wps/system/helpCenter?language=en&device=WEB',
    );
    expect(Array.isArray(topics)).toBe(true);
    await answer(whitelabelSchema, 'GET', '/wps/system/whitelabel');
  });
});
