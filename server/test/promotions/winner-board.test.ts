import type { FastifyInstance } from 'fastify';
import { cachedWinnerBoard, winnerBoard } from '../../src/modules/promotions/winner-board.service';
import { createPlayer, seedGames, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';

// Winner board (docs/promotions.md "Winner board"): real settled rounds, masked accounts, public, cached briefly.
let app: FastifyInstance;
let gameId: string;
let gameName: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  const game = await app.db
    .selectFrom('game')
    .select(['game_id', 'game_name'])
    .limit(1)
    .executeTakeFirstOrThrow();
  ({ game_id: gameId, game_name: gameName } = game);
});
afterAll(async () => app.close());

const DAY = 86_400_000;
let counter = 0;
/** Amounts far above any seeded round, so these rounds are the top of the board. */
async function round(p: TestPlayer, betMinor: number, winMinor: number, settledAt: Date, status = 'settled') {
  counter += 1;
  const id = `winner-${process.pid}-${counter}`;
  await app.db
    .insertInto('bet_record')
    .values({
      vendor: 'TEST',
      round_id: id,
      bet_transaction_id: id,
      member_id: p.memberId,
      member_account: p.account,
      game_id: gameId,
      game_type: 'SLOT',
      currency: 'PHP',
      bet_minor: betMinor,
      valid_bet_minor: betMinor,
      win_minor: winMinor,
      status,
      created_at: settledAt,
      settled_at: status === 'open' ? null : settledAt,
    })
    .execute();
}

test('the biggest net wins of the last 7 days, masked, biggest first; losses, trial accounts, old and open rounds left off', async () => {
  const now = new Date();
  const anna = await createPlayer(app);
  const ben = await createPlayer(app);
  const trial = await createPlayer(app, { isAgent: 4 });
  await round(anna, 100_00, 900_100_00, new Date(now.getTime() - DAY)); // net 900,000.00
  await round(ben, 50_00, 950_050_00, new Date(now.getTime() - 2 * DAY)); // net 950,000.00
  await round(ben, 990_000_00, 10_00, new Date(now.getTime() - DAY)); // a loss
  await round(trial, 1_00, 999_999_00, new Date(now.getTime() - DAY));
  await round(anna, 1_00, 999_000_00, new Date(now.getTime() - 8 * DAY));
  await round(anna, 1_00, 998_000_00, now, 'open');

  const res = await app.inject({ url: '/wps/promotions/winners?limit=2' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.json().value.entries).toEqual([
    {
      account: `${ben.account.slice(0, 2)}***${ben.account.slice(-1)}`,
      gameName,
      amount: 950_000,
      currency: 'PHP',
      at: expect.any(String),
    },
    {
      account: `${anna.account.slice(0, 2)}***${anna.account.slice(-1)}`,
      gameName,
      amount: 900_000,
      currency: 'PHP',
      at: expect.any(String),
    },
  ]);
  expect(JSON.stringify(res.json())).not.toContain(anna.account);
  expect((await app.inject({ url: '/wps/promotions/winners?limit=21' })).statusCode).toBe(400);
  expect((await app.inject({ url: '/wps/promotions/winners?x=1' })).statusCode).toBe(400);
});

test('the board is cached for its TTL, then read again', async () => {
  const t0 = new Date();
  const board = cachedWinnerBoard(app.db, 30_000);
  const first = await board(1, t0);
  const p = await createPlayer(app);
  await round(p, 1_00, 2_000_000_00, new Date(t0.getTime() - 1000));
  expect(await board(1, new Date(t0.getTime() + 29_000))).toEqual(first);
  const later = await board(1, new Date(t0.getTime() + 31_000));
  expect(later.entries[0]?.amount).toBe(1_999_999);
  expect(later).toEqual(await winnerBoard(app.db, 1, new Date(t0.getTime() + 31_000)));
});
