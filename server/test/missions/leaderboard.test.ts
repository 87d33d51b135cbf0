import type { FastifyInstance } from 'fastify';
import { leaderboard } from '../../src/modules/missions/missions-leaderboard.service';
import { createPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { bet } from './missions-fixtures';

// The mission leaderboard (docs/promotions.md "Missions and leaderboard"): a past period of its own, so the other
// tests' rounds of today do not move it.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const NOW = new Date('2025-06-18T04:00:00Z'); // Wednesday noon in Manila
const HOUR = 3_600_000;

test('ranks members by valid bets of the period, ties share a rank, accounts masked, my own line, trial left out', async () => {
  const [a, b, c, me, quiet] = await Promise.all(Array.from({ length: 5 }, () => createPlayer(app)));
  const trial = await createPlayer(app, { isAgent: 4 });
  const at = new Date(NOW.getTime() - HOUR);
  await bet(app, a!, 900_00, at);
  await bet(app, b!, 500_00, at);
  await bet(app, c!, 500_00, at);
  await bet(app, me!, 100_00, at);
  await bet(app, me!, 50_00, new Date('2025-06-16T15:59:59Z')); // Sunday in Manila: last week
  await bet(app, trial, 5_000_00, at);
  await bet(app, quiet!, 300_00, at, { status: 'cancelled' });

  const board = await leaderboard(app.db, me!.memberId, 'daily', 3, NOW);
  expect(board.window).toMatchObject({ period: 'daily', start: '2025-06-17T16:00:00.000Z' });
  expect(board.entries).toEqual([
    { rank: 1, account: `${a!.account.slice(0, 2)}***${a!.account.slice(-1)}`, validBet: 900 },
    { rank: 2, account: expect.stringMatching(/^\w{2}\*\*\*\w$/), validBet: 500 },
    { rank: 2, account: expect.stringMatching(/^\w{2}\*\*\*\w$/), validBet: 500 },
  ]);
  expect(board.me).toEqual({ rank: 4, account: expect.stringContaining('***'), validBet: 100 });
  expect((await leaderboard(app.db, me!.memberId, 'weekly', 10, NOW)).me).toMatchObject({
    rank: 4,
    validBet: 150,
  });
  expect((await leaderboard(app.db, quiet!.memberId, 'daily', 10, NOW)).me).toBeNull();
});

test('the call: member only, period and limit validated', async () => {
  const p = await createPlayer(app);
  const get = (query: string, headers: Record<string, string> = p.headers) =>
    app.inject({ method: 'GET', url: `/wps/missions/leaderboard${query}`, headers });
  const ok = await get('?period=weekly&limit=5');
  expect(ok.statusCode).toBe(200);
  expect(ok.json().value).toMatchObject({ window: { period: 'weekly' }, currency: 'PHP', me: null });
  expect((await get('?limit=51')).statusCode).toBe(400);
  expect((await get('?period=monthly')).statusCode).toBe(400);
  expect((await get('', {})).statusCode).toBe(401);
});
