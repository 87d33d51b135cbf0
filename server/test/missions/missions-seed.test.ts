import type { FastifyInstance } from 'fastify';
import { seedIfEmpty } from '../../src/db/seed/run-seed';
import { missionSummary } from '../../src/modules/missions/missions.service';
import { leaderboard } from '../../src/modules/missions/missions-leaderboard.service';
import { createTestApp } from '../helpers/test-app';

// A fresh start shows real mission progress: the demo player's seeded round and deposit of today complete missions.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedIfEmpty(app.db);
}, 120_000);
afterAll(async () => app.close());

test('the seeded daily and weekly missions show demo progress from the seeded records', async () => {
  const demo = await app.db
    .selectFrom('member')
    .select('id')
    .where('account', '=', 'demo')
    .executeTakeFirstOrThrow();
  const summary = await missionSummary(app.db, demo.id);
  const byCode = new Map(summary.missions.map((m) => [m.code, m]));
  expect([...byCode.keys()].sort()).toEqual([
    'DAILY_BET_100',
    'DAILY_DEPOSIT_200',
    'DAILY_GAMES_3',
    'WEEKLY_BET_5000',
    'WEEKLY_DEPOSIT_1000',
    'WEEKLY_GAMES_10',
  ]);
  expect(byCode.get('DAILY_BET_100')).toMatchObject({ status: 'claimable' });
  expect(byCode.get('WEEKLY_BET_5000')?.progress).toBeGreaterThan(0);
  expect(summary.pending).toBeGreaterThan(0);
  const board = await leaderboard(app.db, demo.id, 'weekly', 10);
  expect(board.entries.length).toBeGreaterThan(0);
  expect(board.me?.rank).toBeGreaterThan(0);
});
