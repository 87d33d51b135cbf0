import type { FastifyInstance } from 'fastify';
import { missionSummary, claimMission } from '../../src/modules/missions/missions.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { deposit } from '../promotions/promotions-fixtures';
import { HEALTHY } from '../wallet/ledger-helpers';
import { bet, createMission, depositOrder, disableAllMissions } from './missions-fixtures';

// Missions (docs/promotions.md "Missions and leaderboard"); PGlite here, PostgreSQL in CI's second run, and the race on
// two processes in missions-claim-race.pg.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => disableAllMissions(app));

const HOUR = 3_600_000;
// Wednesday 2025-03-12 12:00 in Manila (UTC+8, no daylight saving): the day began 2025-03-11T16:00Z, the week
// (Monday) 2025-03-09T16:00Z.
const NOW = new Date('2025-03-12T04:00:00Z');
const DAY_START = new Date('2025-03-11T16:00:00Z');
const WEEK_START = new Date('2025-03-09T16:00:00Z');

const summary = (p: TestPlayer) => app.inject({ method: 'GET', url: '/wps/missions', headers: p.headers });
const pending = (p: TestPlayer) =>
  app.inject({ method: 'GET', url: '/wps/missions/pending', headers: p.headers });
const claim = (p: { headers: Record<string, string> } | null, id: number) =>
  app.inject({ method: 'POST', url: `/wps/missions/${id}/claim`, headers: p?.headers ?? {} });
const mine = async (p: TestPlayer, id: number, now = NOW) =>
  (await missionSummary(app.db, p.memberId, now)).missions.find((m) => m.id === id);

test('valid-bet progress: settled rounds of the period only, in decimals; games count distinct games', async () => {
  const p = await createPlayer(app);
  const other = await createPlayer(app);
  const bets = await createMission(app, { kind: 'valid_bet', target: 100, reward: 3 }, NOW);
  const games = await createMission(app, { kind: 'games', target: 3, reward: 2 }, NOW);
  await bet(app, p, 40_00, new Date(NOW.getTime() - HOUR), { game: 'A' });
  await bet(app, p, 25_50, new Date(NOW.getTime() - 2 * HOUR), { game: 'A' });
  await bet(app, p, 10_00, new Date(NOW.getTime() - 3 * HOUR), { game: 'B' });
  // Not counted: cancelled, still open, before the day, another member's.
  await bet(app, p, 99_00, new Date(NOW.getTime() - HOUR), { game: 'C', status: 'cancelled' });
  await bet(app, p, 99_00, new Date(NOW.getTime() - HOUR), { game: 'D', status: 'open' });
  await bet(app, p, 99_00, new Date(DAY_START.getTime() - 1), { game: 'E' });
  await bet(app, other, 500_00, new Date(NOW.getTime() - HOUR), { game: 'F' });

  expect(await mine(p, bets)).toMatchObject({
    target: 100,
    progress: 75.5,
    reward: 3,
    status: 'in_progress',
  });
  expect(await mine(p, games)).toMatchObject({ target: 3, progress: 2, status: 'in_progress' });
  await bet(app, p, 24_50, new Date(NOW.getTime() - HOUR), { game: 'G' });
  expect(await mine(p, bets)).toMatchObject({ progress: 100, status: 'claimable' });
  expect(await mine(p, games)).toMatchObject({ progress: 3, status: 'claimable' });
  expect((await missionSummary(app.db, p.memberId, NOW)).pending).toBe(2);
});

test('deposit progress: paid deposits by the time they were paid; a real gateway deposit counts', async () => {
  const p = await createPlayer(app);
  const id = await createMission(app, { kind: 'deposit', target: 300, reward: 5 });
  await deposit(app, p, 200);
  await depositOrder(app, p, 500_00, new Date(), 'pending');
  await depositOrder(app, p, 500_00, new Date(), 'failed');
  const res = await summary(p);
  expect(res.statusCode).toBe(200);
  expect(res.json().value.missions.find((m: { id: number }) => m.id === id)).toMatchObject({
    kind: 'deposit',
    progress: 200,
    status: 'in_progress',
  });
  await deposit(app, p, 100);
  expect((await pending(p)).json().value).toEqual({ pending: 1 });
});

test('period boundaries in the site zone: the day starts at Manila midnight, the week on Monday', async () => {
  const p = await createPlayer(app);
  const daily = await createMission(app, { period: 'daily', target: 50 }, NOW);
  const weekly = await createMission(app, { period: 'weekly', target: 50 }, NOW);
  const depositDaily = await createMission(app, { period: 'daily', kind: 'deposit', target: 50 }, NOW);
  await bet(app, p, 10_00, DAY_START); // first instant of today: counts today
  await bet(app, p, 20_00, new Date(DAY_START.getTime() - 1)); // yesterday: this week only
  await bet(app, p, 30_00, WEEK_START); // Monday 00:00: this week
  await bet(app, p, 40_00, new Date(WEEK_START.getTime() - 1)); // last Sunday: neither
  await depositOrder(app, p, 70_00, new Date(DAY_START.getTime() - 1));
  expect((await mine(p, daily))?.progress).toBe(10);
  expect((await mine(p, weekly))?.progress).toBe(60);
  expect((await mine(p, depositDaily))?.progress).toBe(0);

  const s = await missionSummary(app.db, p.memberId, NOW);
  expect(s.timeZone).toBe('Asia/Manila');
  expect(s.periods.daily).toMatchObject({ start: DAY_START.toISOString(), end: '2025-03-12T16:00:00.000Z' });
  expect(s.periods.weekly).toMatchObject({
    start: WEEK_START.toISOString(),
    end: '2025-03-16T16:00:00.000Z',
  });
  // At the next midnight the day's progress starts again from zero.
  expect((await mine(p, daily, new Date('2025-03-12T16:00:00Z')))?.progress).toBe(0);
});

test('a claim pays the reward once through the ledger; a second claim is refused; the next period pays again', async () => {
  const p = await createPlayer(app);
  const id = await createMission(app, { target: 100, reward: 7.5 }, NOW);
  await bet(app, p, 150_00, new Date(NOW.getTime() - HOUR));
  const first = await claimMission(app.db, p.memberId, id, NOW);
  expect(first).toMatchObject({ missionId: id, reward: 7.5, periodKey: 'DAILY:2025-03-12T00:00' });
  expect(await balanceMinor(app, p.memberId)).toBe(7_50);
  await expect(claimMission(app.db, p.memberId, id, NOW)).rejects.toMatchObject({
    code: 'MISSION_ALREADY_CLAIMED',
    status: 409,
  });
  expect(await mine(p, id)).toMatchObject({ status: 'claimed', claimedAt: expect.any(String) });
  expect((await missionSummary(app.db, p.memberId, NOW)).pending).toBe(0);

  const tomorrow = new Date(NOW.getTime() + 24 * HOUR);
  await bet(app, p, 100_00, new Date(tomorrow.getTime() - HOUR));
  await claimMission(app.db, p.memberId, id, tomorrow);
  expect(await balanceMinor(app, p.memberId)).toBe(15_00);
  const txs = await app.db
    .selectFrom('wallet_transaction')
    .select(['idempotency_key'])
    .where('kind', '=', 'mission_reward')
    .where('idempotency_key', 'like', `mission:${p.memberId}:%`)
    .execute();
  expect(txs.map((t) => t.idempotency_key).sort()).toEqual([
    `mission:${p.memberId}:${id}:DAILY:2025-03-12T00:00`,
    `mission:${p.memberId}:${id}:DAILY:2025-03-13T00:00`,
  ]);
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});

test('a claim before the target is refused with MISSION_NOT_COMPLETED and pays nothing', async () => {
  const p = await createPlayer(app);
  const id = await createMission(app, { target: 100 });
  await bet(app, p, 99_99, new Date(Date.now() - 60_000));
  const res = await claim(p, id);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    code: 'MISSION_NOT_COMPLETED',
    value: { progress: 99.99, target: 100 },
  });
  expect(await balanceMinor(app, p.memberId)).toBe(0);
});

test('parallel claims of one mission on PGlite pay once; the others answer MISSION_ALREADY_CLAIMED', async () => {
  const p = await createPlayer(app);
  const id = await createMission(app, { kind: 'games', target: 1, reward: 2 });
  await bet(app, p, 1_00, new Date(Date.now() - 60_000));
  const answers = await Promise.all(Array.from({ length: 8 }, () => claim(p, id)));
  const codes = answers.map((r) => r.json().code as string);
  expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
  expect(codes.filter((c) => c !== 'OK')).toEqual(Array(7).fill('MISSION_ALREADY_CLAIMED'));
  expect(await balanceMinor(app, p.memberId)).toBe(2_00);
  expect((await summary(p)).json().value.missions[0]).toMatchObject({ id, status: 'claimed' });
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});

test('refusals: unknown mission, switched off or ended, trial account, visitor; one member cannot claim for another', async () => {
  const p = await createPlayer(app);
  const other = await createPlayer(app);
  const trial = await createPlayer(app, { isAgent: 4 });
  const id = await createMission(app, { target: 1 });
  const ended = await createMission(app, { target: 1, endAt: new Date(Date.now() - HOUR).toISOString() });
  const off = await createMission(app, { target: 1, enabled: false });
  await bet(app, other, 5_00, new Date(Date.now() - 60_000));
  expect((await claim(p, 999_999)).json().code).toBe('MISSION_NOT_FOUND');
  expect((await claim(p, ended)).json().code).toBe('MISSION_NOT_ACTIVE');
  expect((await claim(p, off)).json().code).toBe('MISSION_NOT_ACTIVE');
  expect((await claim(trial, id)).json().code).toBe('REAL_ACCOUNT_REQUIRED');
  expect((await claim(null, id)).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/wps/missions' })).statusCode).toBe(401);
  // p has no bets: the other member's completed mission is not p's to claim, and p's claim leaves theirs claimable.
  expect((await claim(p, id)).json().code).toBe('MISSION_NOT_COMPLETED');
  expect((await pending(other)).json().value).toEqual({ pending: 1 });
  expect(
    (await app.inject({ method: 'POST', url: '/wps/missions/abc/claim', headers: p.headers })).statusCode,
  ).toBe(400);
});

test('operator calls: token required, validated, code unique, replace keeps paid rewards', async () => {
  const headers = { 'x-admin-token': app.config.ADMIN_TOKEN as string };
  const body = {
    code: `OPS${process.pid}`,
    title: 'Bet 10',
    period: 'weekly',
    kind: 'valid_bet',
    target: 10,
    reward: 1,
    startAt: new Date(Date.now() - HOUR).toISOString(),
  };
  const post = (payload: object, h: Record<string, string> = headers) =>
    app.inject({ method: 'POST', url: '/wps/admin/missions', headers: h, payload });
  expect((await post(body, {})).statusCode).toBe(401);
  expect((await post(body, { 'x-admin-token': 'wrong-token-0000000000' })).statusCode).toBe(401);
  const bad = await post({ ...body, kind: 'games', target: 2.5, reward: 0.001 });
  expect(bad.statusCode).toBe(400);
  expect(
    bad
      .json()
      .value.issues.map((i: { path: string }) => i.path)
      .sort(),
  ).toEqual(['reward', 'target']);
  const created = await post(body);
  expect(created.json().value).toMatchObject({ code: body.code, target: 10, reward: 1, enabled: true });
  expect((await post(body)).json().code).toBe('MISSION_CODE_EXISTS');

  const p = await createPlayer(app);
  await bet(app, p, 10_00, new Date(Date.now() - 60_000));
  const id = created.json().value.id as number;
  expect((await claim(p, id)).statusCode).toBe(200);
  const put = await app.inject({
    method: 'PUT',
    url: `/wps/admin/missions/${id}`,
    headers,
    payload: { ...body, reward: 50 },
  });
  expect(put.json().value.reward).toBe(50);
  expect(await balanceMinor(app, p.memberId)).toBe(1_00);
  expect(
    (await app.inject({ method: 'PUT', url: '/wps/admin/missions/999999', headers, payload: body })).json()
      .code,
  ).toBe('MISSION_NOT_FOUND');
  const list = await app.inject({ method: 'GET', url: '/wps/admin/missions', headers });
  expect(list.json().value.map((m: { code: string }) => m.code)).toContain(body.code);
});
