import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { ensureMemberAccount, getBalance } from '../../src/modules/wallet/ledger.service';
import { drawDue, ensureIssues, settleDue } from '../../src/modules/lottery/lottery.service';
import { placeOrder } from '../../src/modules/lottery/lottery-orders.service';
import * as repo from '../../src/modules/lottery/lottery.repository';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';
import { fund } from '../wallet/ledger-helpers';
import { insertIssueOnSale } from '../bank-checker/fixtures';
import { computeOutcome } from '../../src/modules/lottery/outcome';
import { findLotteryGame } from '../../src/modules/lottery/lottery-games';
import { settleBulkIssueTwice } from './bulk-settlement';

// PostgreSQL only (real row locks; PGlite runs one statement at a time and hides races). Two independent connection
// pools play two server processes: a storm of orders with retried client keys against both, then two settlers racing
// over the same issue, then a third run (crash-resume). Each order must be debited once and credited at most once.
const T0 = new Date('2026-11-23T03:00:05Z');
const ISSUE = '20261123-0601';
const MEMBERS = [5101, 5102, 5103, 5104];
const FUNDED = 20_000;

let a: Db;
let b: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  a = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  b = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  await migrateToLatest(a);
  await Promise.all([ensureIssues(a, T0), ensureIssues(b, T0)]);
  for (const m of MEMBERS)
    await fund(a, (await ensureMemberAccount(a, m, 'PHP')).id, FUNDED, `race-fund-${m}`);
}, 120_000);
afterAll(async () => {
  await a?.destroy();
  await b?.destroy();
  await drop?.();
});

test('orders stormed at two pools, two settlers racing, a resumed run: debited once, credited once, ledger whole', async () => {
  // 4 members × 25 slips of 10.00 (500 each → 12,500 of 20,000), every slip sent twice, once to each pool.
  const slips = MEMBERS.flatMap((memberId) =>
    Array.from({ length: 25 }, (_, i) => ({
      memberId,
      memberAccount: `m${memberId}`,
      currency: 'PHP',
      gameCode: 'KENO_1M',
      issueNo: ISSUE,
      clientKey: `race-${memberId}-${i}`,
      selections: [
        { playType: 'KENO_BIG_SMALL' as const, option: i % 2 ? 'BIG' : 'SMALL', stakeMinor: 300 },
        { playType: 'KENO_PICK1' as const, numbers: [(i % 80) + 1], stakeMinor: 200 },
      ],
    })),
  );
  const answers = await Promise.allSettled(
    slips.flatMap((s) => [placeOrder(a, s, T0), placeOrder(b, s, T0)]),
  );
  expect(
    answers.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
  ).toEqual([]);
  const orderIds = new Set(
    answers.map((r) => (r as PromiseFulfilledResult<{ order: { id: number } }>).value.order.id),
  );
  expect(orderIds.size).toBe(slips.length);
  for (const m of MEMBERS)
    expect(await getBalance(a, (await ensureMemberAccount(a, m, 'PHP')).id)).toBe(FUNDED - 12_500);

  const drawAt = new Date('2026-11-23T03:01:00Z');
  await Promise.all([drawDue(a, drawAt), drawDue(b, drawAt)]);
  const [left, right] = await Promise.all([settleDue(a, drawAt), settleDue(b, drawAt)]);
  expect(left.orders + right.orders).toBe(slips.length);
  expect((await settleDue(a, drawAt)).orders).toBe(0);

  const issue = (await repo.findIssue(a, 'KENO_1M', ISSUE))!;
  expect(issue.status).toBe('settled');
  const orders = await a.selectFrom('lottery_order').selectAll().where('issue_id', '=', issue.id).execute();
  expect(orders.every((o) => o.status === 'won' || o.status === 'lost')).toBe(true);
  for (const m of MEMBERS) {
    const won = orders.filter((o) => o.member_id === m).reduce((s, o) => s + o.win_minor, 0);
    expect(await getBalance(a, (await ensureMemberAccount(a, m, 'PHP')).id)).toBe(FUNDED - 12_500 + won);
  }
  const winTx = await a
    .selectFrom('wallet_transaction')
    .select('idempotency_key')
    .where('kind', '=', 'lottery-win')
    .execute();
  expect(winTx).toHaveLength(orders.filter((o) => o.win_minor > 0).length);
  const audit = await auditLedger(a);
  expect(audit).toMatchObject({
    sumOfBalances: 0,
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}, 180_000);

test('an issue of several batches settled by two racing settlers: every win paid once, every bet record settled', async () => {
  await settleBulkIssueTwice(a, b, {
    issueNo: '20261123-0602',
    drawAt: new Date('2026-11-23T03:02:00Z'),
    members: MEMBERS,
    orders: 3_500,
  });
}, 180_000);

test('a draw waits for an order already past the sale check, and no order passes the check after the draw', async () => {
  const issueNo = 'LOCK-0603';
  const { id: issueId, serverSeed } = await insertIssueOnSale(a, 'KENO_1M', issueNo, 60_000);
  const slip = (clientKey: string) => ({
    memberId: MEMBERS[0]!,
    memberAccount: `m${MEMBERS[0]}`,
    currency: 'PHP',
    gameCode: 'KENO_1M',
    issueNo,
    clientKey,
    selections: [{ playType: 'KENO_BIG_SMALL' as const, option: 'BIG', stakeMinor: 100 }],
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let placed!: () => void;
  const inFlight = new Promise<void>((resolve) => (placed = resolve));
  // Pool a places an order and keeps its transaction open, as a placement stalled before its commit.
  const order = a.transaction().execute(async (trx) => {
    const r = await placeOrder(trx, slip('lock-in-flight'), new Date());
    placed();
    await held;
    return r;
  });
  await inFlight;
  const outcome = computeOutcome(findLotteryGame('KENO_1M')!.outcome, serverSeed, issueNo);
  let drawnAt: number | null = null;
  const draw = repo.markDrawn(b, issueId, outcome, new Date()).then((ok) => {
    drawnAt = Date.now();
    return ok;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(drawnAt).toBeNull(); // the draw waits on the order's lock
  const releasedAt = Date.now();
  release();
  const { order: inFlightOrder } = await order;
  expect(await draw).toBe(true);
  expect(drawnAt!).toBeGreaterThanOrEqual(releasedAt);
  // The order that was in flight belongs to the draw; a new one is refused.
  expect(
    (
      await a
        .selectFrom('lottery_order')
        .select('status')
        .where('id', '=', inFlightOrder.id)
        .executeTakeFirstOrThrow()
    ).status,
  ).toBe('pending');
  await expect(placeOrder(a, slip('lock-after-draw'), new Date())).rejects.toMatchObject({
    code: 'LOTTERY_ISSUE_CLOSED',
  });
}, 60_000);
