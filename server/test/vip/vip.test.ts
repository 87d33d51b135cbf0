import type { FastifyInstance } from 'fastify';
import { promoteMembers } from '../../src/modules/vip/vip.service';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { settledBet } from '../rebate/rebate-fixtures';

// VIP levels (docs/vip.md); PGlite here, PostgreSQL in CI.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const status = (p: TestPlayer | null) =>
  app.inject({ method: 'GET', url: '/wps/v2/vip', headers: p?.headers ?? {} });
const levelOf = async (p: TestPlayer) =>
  await app.db
    .selectFrom('member')
    .select(['rank_level', 'club_label'])
    .where('id', '=', p.memberId)
    .executeTakeFirstOrThrow();

test('status: level, lifetime valid bets of settled rounds, the next level, and every level with its rebate rates', async () => {
  const p = await createPlayer(app);
  await settledBet(app.db, p, 'SLOT', 5_000_00, new Date(Date.now() - 3_600_000));
  await settledBet(app.db, p, 'SLOT', 9_000_00, new Date(), 'cancelled');
  const value = (await status(p)).json().value;
  expect(value).toMatchObject({
    level: 0,
    name: 'Bronze',
    validBet: 5_000,
    next: { level: 1, name: 'Silver', required: 20_000 },
  });
  expect(value.levels).toHaveLength(6);
  expect(value.levels[2]).toMatchObject({
    level: 2,
    name: 'Gold',
    required: 100_000,
    rebate: { slots: 0.6, live: 0.4 },
  });
  expect((await status(null)).statusCode).toBe(401);
});

test('the job raises members whose rounds settled since its last run to the level their lifetime bets reach, never lowers', async () => {
  const climber = await createPlayer(app);
  const since = new Date(Date.now() - 60_000);
  await settledBet(app.db, climber, 'SLOT', 15_000_00, new Date(Date.now() - 30 * 86_400_000));
  await settledBet(app.db, climber, 'LIVE', 90_000_00, new Date());
  const vip = await createPlayer(app);
  await app.db
    .updateTable('member')
    .set({ rank_level: 4, club_label: 'Emerald' })
    .where('id', '=', vip.memberId)
    .execute();
  await settledBet(app.db, vip, 'SLOT', 100_00, new Date());
  const idle = await createPlayer(app);
  await settledBet(app.db, idle, 'SLOT', 50_000_00, new Date(Date.now() - 86_400_000));

  await promoteMembers(app.db, since);
  // 105,000 lifetime → Gold; the VIP keeps level 4 on a small bet; the idle member waits for their next round.
  expect(await levelOf(climber)).toEqual({ rank_level: 2, club_label: 'Gold' });
  expect(await levelOf(vip)).toEqual({ rank_level: 4, club_label: 'Emerald' });
  expect((await levelOf(idle)).rank_level).toBe(0);
  expect(await promoteMembers(app.db, since)).toBe(0);
  expect((await status(climber)).json().value).toMatchObject({ level: 2, name: 'Gold', next: { level: 3 } });
});
