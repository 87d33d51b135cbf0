import type { FastifyInstance } from 'fastify';
import { settleDay, settleDueDays } from '../../src/modules/referral/referral.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { settledBet } from '../rebate/rebate-fixtures';
import { invitedPlayer } from './referral-fixtures';
import { HEALTHY } from '../wallet/ledger-helpers';

// Referral commission (docs/referral.md); PGlite here, PostgreSQL in CI's second run, and the race between two
// processes in referral-race.pg.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const HOUR = 3_600_000;
const summary = (p: TestPlayer | null) =>
  app.inject({ method: 'GET', url: '/wps/v2/referral', headers: p?.headers ?? {} });

const invite = (referrer: TestPlayer) => invitedPlayer(app, referrer);

test('a day is settled once: 0.10 % of each invited member’s valid bets that day, rounded down, through the ledger', async () => {
  const referrer = await createPlayer(app);
  const [a, b] = [await invite(referrer), await invite(referrer)];
  const stranger = await createPlayer(app);
  const day = '2031-03-04';
  const noon = new Date(`${day}T12:00:00Z`);
  await settledBet(app.db, a, 'SLOT', 12_345_67, noon);
  await settledBet(app.db, a, 'LIVE', 1_000_00, new Date(noon.getTime() + HOUR));
  await settledBet(app.db, b, 'SLOT', 500_00, noon);
  // Not counted: another day, cancelled or open rounds, and someone nobody invited.
  await settledBet(app.db, a, 'SLOT', 9_000_00, new Date(`2031-03-05T00:00:00Z`));
  await settledBet(app.db, a, 'SLOT', 9_000_00, noon, 'cancelled');
  await settledBet(app.db, b, 'SLOT', 9_000_00, noon, 'open');
  await settledBet(app.db, stranger, 'SLOT', 9_000_00, noon);

  const first = await settleDay(app.db, day);
  // a: 13,345.67 × 0.1 % = 13.34567 → 13.34; b: 500 × 0.1 % = 0.50.
  expect(first.paidMinor).toBe(13_34 + 50);
  expect(await balanceMinor(app, referrer.memberId)).toBe(13_84);
  expect(await settleDay(app.db, day)).toEqual({ referrers: 0, paidMinor: 0 });
  expect(await balanceMinor(app, referrer.memberId)).toBe(13_84);

  const value = (await summary(referrer)).json().value;
  expect(value).toMatchObject({ enabled: true, ratePercent: 0.1, invitedCount: 2, totalCommission: 13.84 });
  expect(value.registerPath).toBe(`/register?referralCode=${value.code}`);
  expect(value.days).toEqual([{ day, validBet: 13_845.67, amount: 13.84 }]);
  expect(value.invitees.map((i: { account: string }) => i.account)).toEqual(
    [b, a].map((p) => `${p.account.slice(0, 2)}***${p.account.slice(-1)}`),
  );
  expect(value.invitees.find((i: { commission: number }) => i.commission === 13.34)).toBeTruthy();
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});

test('the job settles finished days only (5 minutes after midnight UTC) and catches up a week', async () => {
  const referrer = await createPlayer(app);
  const invitee = await invite(referrer);
  await settledBet(app.db, invitee, 'SLOT', 1_000_00, new Date('2031-06-01T10:00:00Z'));
  await settledBet(app.db, invitee, 'SLOT', 2_000_00, new Date('2031-06-05T10:00:00Z'));
  await settledBet(app.db, invitee, 'SLOT', 4_000_00, new Date('2031-06-06T10:00:00Z'));
  // 00:04 on the 7th: the 6th is not finished yet; the 1st is within the week.
  await settleDueDays(app.db, new Date('2031-06-07T00:04:00Z'));
  expect(await balanceMinor(app, referrer.memberId)).toBe(1_00 + 2_00);
  await settleDueDays(app.db, new Date('2031-06-07T00:06:00Z'));
  expect(await balanceMinor(app, referrer.memberId)).toBe(1_00 + 2_00 + 4_00);
});

test('a referrer sees only their own invited members; a visitor is refused', async () => {
  const referrer = await createPlayer(app);
  await invite(referrer);
  const other = await createPlayer(app);
  expect((await summary(other)).json().value).toMatchObject({ invitedCount: 0, invitees: [], days: [] });
  expect((await summary(referrer)).json().value.invitedCount).toBe(1);
  expect((await summary(null)).statusCode).toBe(401);
});
