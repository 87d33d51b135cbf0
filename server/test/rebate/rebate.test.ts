import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { claimRebate, rebateSummary } from '../../src/modules/rebate/rebate.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY } from '../wallet/ledger-helpers';
import { settledBet } from './rebate-fixtures';

// Manual rebate (docs/rebate.md); PGlite here, PostgreSQL in CI's second run, and the race on two processes in
// rebate-race.pg.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const HOUR = 3_600_000;
const claim = (p: TestPlayer | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/wps/v2/rebate/claims',
    headers: p?.headers ?? {},
    payload: payload as object,
  });
const summary = (p: TestPlayer) => app.inject({ method: 'GET', url: '/wps/v2/rebate', headers: p.headers });

async function vipPlayer(level: number): Promise<TestPlayer> {
  const p = await createPlayer(app);
  await app.db.updateTable('member').set({ rank_level: level }).where('id', '=', p.memberId).execute();
  return p;
}

test('claimable rebate: settled valid bets since the last claim, by game group at the VIP level, rounded down', async () => {
  const p = await vipPlayer(2);
  const now = Date.now();
  await settledBet(app.db, p, 'SLOT', 10_000_00, new Date(now - 2 * HOUR));
  await settledBet(app.db, p, 'RNG', 333_33, new Date(now - HOUR));
  await settledBet(app.db, p, 'LIVE', 5_000_00, new Date(now - 3 * HOUR));
  await settledBet(app.db, p, 'COCKFIGHT', 1_000_00, new Date(now - 3 * HOUR));
  // Not counted: cancelled, still open, settled within the last minute (may still be committing elsewhere), or
  // older than the 7-day window.
  await settledBet(app.db, p, 'SLOT', 9_999_00, new Date(now - HOUR), 'cancelled');
  await settledBet(app.db, p, 'SLOT', 9_999_00, new Date(now - HOUR), 'open');
  await settledBet(app.db, p, 'SLOT', 9_999_00, new Date(now - 10_000));
  await settledBet(app.db, p, 'SLOT', 9_999_00, new Date(now - 8 * 24 * HOUR));

  const res = await summary(p);
  expect(res.statusCode).toBe(200);
  const value = res.json().value;
  expect(value).toMatchObject({
    vipLevel: 2,
    claimedThisPeriod: false,
    nextClaimAt: null,
    minClaim: 1,
    windowDays: 7,
  });
  // slots 10,333.33 × 0.60 % = 61.9999 → 61.99; live 5,000 × 0.40 % = 20; other 1,000 × 0.20 % = 2.
  expect(value.lines).toEqual([
    { group: 'slots', validBet: 10_333.33, rate: 0.6, amount: 61.99 },
    { group: 'live', validBet: 5_000, rate: 0.4, amount: 20 },
    { group: 'other', validBet: 1_000, rate: 0.2, amount: 2 },
  ]);
  expect(value.total).toBe(83.99);
  expect(value.levels).toHaveLength(6);
  expect(value.rates).toContainEqual({ group: 'slots', rate: 0.6 });
});

test('a claim pays the total once through the ledger; the same key answers again; another key the same day is refused', async () => {
  const p = await vipPlayer(0);
  await settledBet(app.db, p, 'FISH', 50_000_00, new Date(Date.now() - HOUR));
  const key = randomUUID();
  const first = await claim(p, { requestKey: key });
  expect(first.statusCode).toBe(200);
  expect(first.json().value).toMatchObject({
    amount: 200,
    validBet: 50_000,
    lines: [{ group: 'fishing', rate: 0.4 }],
  });
  expect(await balanceMinor(app, p.memberId)).toBe(200_00);

  const again = await claim(p, { requestKey: key });
  expect(again.json()).toEqual(first.json());
  const other = await claim(p, { requestKey: randomUUID() });
  expect([other.statusCode, other.json().code]).toEqual([409, 'REBATE_ALREADY_CLAIMED']);
  expect(Date.parse(other.json().value.nextClaimAt)).toBeGreaterThan(Date.now());
  expect(await balanceMinor(app, p.memberId)).toBe(200_00);

  const after = (await summary(p)).json().value;
  expect(after).toMatchObject({ claimedThisPeriod: true, total: 0, lines: [] });
  expect(after.history).toHaveLength(1);
  const entries = await app.db
    .selectFrom('wallet_transaction')
    .select(['kind', 'idempotency_key'])
    .where('kind', '=', 'rebate')
    .where('idempotency_key', 'like', `rebate:${p.memberId}:%`)
    .execute();
  expect(entries).toHaveLength(1);
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});

test('the next day counts only bets settled after the last claim; late settlements are not lost', async () => {
  const p = await vipPlayer(5);
  const day1 = new Date(Date.UTC(2031, 0, 10, 12));
  await settledBet(app.db, p, 'SLOT', 1_000_00, new Date(day1.getTime() - HOUR));
  const first = await claimRebate(app.db, p.memberId, randomUUID(), day1);
  expect(first.amount).toBe(10);
  // Settled 30 s before the first claim: inside its grace, so it waits for the next one.
  await settledBet(app.db, p, 'SLOT', 2_000_00, new Date(day1.getTime() - 30_000));
  await settledBet(app.db, p, 'SPORTS', 1_000_00, new Date(day1.getTime() + HOUR));
  const day2 = new Date(day1.getTime() + 24 * HOUR);
  const next = await rebateSummary(app.db, p.memberId, day2);
  expect(next.since).toBe(first.upTo);
  expect(next.lines).toEqual([
    { group: 'slots', validBet: 2_000, rate: 1, amount: 20 },
    { group: 'sports', validBet: 1_000, rate: 0.8, amount: 8 },
  ]);
  const second = await claimRebate(app.db, p.memberId, randomUUID(), day2);
  expect([second.period, second.amount]).toEqual(['2031-01-11', 28]);
});

test('bad input and refusals move nothing', async () => {
  const p = await vipPlayer(0);
  expect((await claim(null, { requestKey: randomUUID() })).statusCode).toBe(401);
  for (const body of [
    {},
    { requestKey: 'not-a-uuid' },
    { requestKey: randomUUID(), amount: 5 },
    { requestKey: 7 },
  ]) {
    const res = await claim(p, body);
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  }
  // Below the minimum: 100 valid on slots at 0.4 % = 0.40.
  await settledBet(app.db, p, 'SLOT', 100_00, new Date(Date.now() - HOUR));
  const small = await claim(p, { requestKey: randomUUID() });
  expect([small.statusCode, small.json().code, small.json().value]).toEqual([
    422,
    'REBATE_BELOW_MINIMUM',
    { min: 1 },
  ]);
  const trial = await createPlayer(app, { isAgent: 4 });
  expect((await claim(trial, { requestKey: randomUUID() })).json().code).toBe('REAL_ACCOUNT_REQUIRED');
  expect(await balanceMinor(app, p.memberId)).toBe(0);
});

test('one member never sees or claims on another member’s bets', async () => {
  const rich = await vipPlayer(1);
  const other = await vipPlayer(1);
  await settledBet(app.db, rich, 'SLOT', 100_000_00, new Date(Date.now() - HOUR));
  expect((await summary(other)).json().value.total).toBe(0);
  expect((await claim(other, { requestKey: randomUUID() })).json().code).toBe('REBATE_BELOW_MINIMUM');
  expect((await summary(rich)).json().value.total).toBe(500);
});
