import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedMembers } from '../../src/db/seed/members';
import { salaryJobName } from '../../src/modules/agent/agent.plugin';
import { placeOrder } from '../../src/modules/lottery/lottery-orders.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { ensureMemberAccount, getBalance } from '../../src/modules/wallet/ledger.service';
import { insertIssueOnSale } from '../bank-checker/fixtures';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';
import { fund } from '../wallet/ledger-helpers';

// Three app instances on one PostgreSQL database: three pools, so three server processes as far as the database can
// tell (docs/adr/009-cluster.md). What a node keeps to itself must not change what the cluster does: jobs forced to
// run on every node at once settle once, and a per-client limit is one budget, not three.
const apps: FastifyInstance[] = [];
let drop: (() => Promise<void>) | undefined;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATABASE_URL: scratch.url };
  apps.push(await buildApp(loadConfig(env)));
  apps.push(...(await Promise.all([buildApp(loadConfig(env)), buildApp(loadConfig(env))])));
  await seedMembers(apps[0]!.db);
  for (const m of await apps[0]!.db.selectFrom('member').select(['id', 'account']).execute())
    ids[m.account] = m.id;
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await drop?.();
});

const db = () => apps[0]!.db;
const balance = async (account: string) =>
  getBalance(db(), (await ensureMemberAccount(db(), ids[account]!, 'PHP')).id);

/** Runs `job` on all three nodes at once, `waves` times over; returns how many runs took the lease. */
async function forceEverywhere(job: string, now: Date, waves = 3): Promise<number> {
  let ran = 0;
  for (let i = 0; i < waves; i += 1) {
    const results = await Promise.all(apps.map((app) => app.jobs.runNow(job, now)));
    ran += results.filter(Boolean).length;
  }
  return ran;
}

test('the salary settlement forced on three nodes at once pays the bill once', async () => {
  const NOW = new Date('2026-11-25T04:00:00Z');
  const BET_AT = new Date('2026-11-24T04:00:00Z');
  await db()
    .insertInto('bet_record')
    .values({
      vendor: 'DEMO',
      round_id: 'cluster-r1',
      bet_transaction_id: 'cluster-bet-1',
      member_id: ids.player3!,
      member_account: 'player3',
      game_id: 'demo-slot',
      game_type: 'SLOT',
      currency: 'PHP',
      bet_minor: 100_000,
      valid_bet_minor: 100_000,
      win_minor: 0,
      status: 'settled',
      created_at: BET_AT,
      settled_at: BET_AT,
    })
    .execute();
  await db()
    .insertInto('agent_contract')
    .values({
      kind: 'DAILY_SALARY',
      period: null,
      upline_id: ids.agent1!,
      member_id: ids.agent2!,
      tiers: JSON.stringify([{ rateBp: 150, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }]),
      state: 'accepted',
      decided_at: new Date('2026-11-01T00:00:00Z'),
    })
    .execute();
  const [a1, a2] = [await balance('agent1'), await balance('agent2')];
  const ran = await forceEverywhere(salaryJobName('DAILY_SALARY'), NOW);
  // The lease lets one node in per wave; a later wave may run again, and finds the bill already paid.
  expect(ran).toBeGreaterThanOrEqual(1);
  expect(ran).toBeLessThanOrEqual(3);
  expect(await balance('agent2')).toBe(a2 + 1_500);
  expect(await balance('agent1')).toBe(a1 - 1_500);
  expect(await db().selectFrom('agent_salary_bill').selectAll().execute()).toHaveLength(1);
  const job = await db()
    .selectFrom('job_state')
    .selectAll()
    .where('name', '=', salaryJobName('DAILY_SALARY'))
    .executeTakeFirstOrThrow();
  expect(job).toMatchObject({ lease_owner: null, lease_until: null, last_error: null });
}, 120_000);

test('the lottery draw and settlement forced on three nodes at once pay every win once', async () => {
  const members = [ids.player1!, ids.player2!];
  const before = new Map<number, number>();
  for (const m of members)
    before.set(m, await getBalance(db(), (await ensureMemberAccount(db(), m, 'PHP')).id));
  for (const m of members) await fund(db(), (await ensureMemberAccount(db(), m, 'PHP')).id, 10_000, `c-${m}`);
  const issueNo = 'CLUSTER-0001';
  await insertIssueOnSale(db(), 'KENO_1M', issueNo, 60_000);
  const placedAt = new Date();
  for (const [n, memberId] of members.entries()) {
    for (let i = 0; i < 10; i += 1) {
      await placeOrder(
        apps[i % 3]!.db,
        {
          memberId,
          memberAccount: `m${memberId}`,
          currency: 'PHP',
          gameCode: 'KENO_1M',
          issueNo,
          clientKey: `cluster-${n}-${i}`,
          selections: [
            { playType: 'KENO_BIG_SMALL' as const, option: i % 2 ? 'BIG' : 'SMALL', stakeMinor: 100 },
          ],
        },
        placedAt,
      );
    }
  }
  const after = new Date(Date.now() + 120_000);
  expect(await forceEverywhere('lottery.draw', after)).toBeGreaterThanOrEqual(1);
  expect(await forceEverywhere('lottery.settle', after)).toBeGreaterThanOrEqual(1);
  const issue = await db()
    .selectFrom('lottery_issue')
    .selectAll()
    .where('issue_no', '=', issueNo)
    .executeTakeFirstOrThrow();
  expect(issue.status).toBe('settled');
  const orders = await db()
    .selectFrom('lottery_order')
    .selectAll()
    .where('issue_id', '=', issue.id)
    .execute();
  expect(orders).toHaveLength(20);
  expect(orders.every((o) => o.status === 'won' || o.status === 'lost')).toBe(true);
  const wins = await db()
    .selectFrom('wallet_transaction')
    .select('idempotency_key')
    .where('kind', '=', 'lottery-win')
    .execute();
  expect(wins).toHaveLength(orders.filter((o) => o.win_minor > 0).length);
  for (const m of members) {
    const won = orders.filter((o) => o.member_id === m).reduce((s, o) => s + o.win_minor, 0);
    expect(await getBalance(db(), (await ensureMemberAccount(db(), m, 'PHP')).id)).toBe(
      before.get(m)! + 10_000 - 1_000 + won,
    );
  }
  expect(await auditLedger(db())).toMatchObject({
    sumOfBalances: 0,
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}, 120_000);

test('a per-client limit is one budget across the nodes, not one per node', async () => {
  const report = { remote: 'mfe_lobby', version: '1.0.0', stage: 'entry', message: 'boom', url: 'http://x/' };
  const codes: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const res = await apps[i % 3]!.inject({
      method: 'POST',
      url: '/wps/telemetry/remote-error',
      payload: report,
      remoteAddress: '10.77.0.1',
    });
    codes.push(res.statusCode);
  }
  // 20 a minute per client (telemetry.routes.ts): three nodes would have let 30 through with counters in memory.
  expect(codes.filter((c) => c === 200)).toHaveLength(20);
  expect(codes.slice(20).every((c) => c === 429)).toBe(true);
});
