import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedMembers } from '../../src/db/seed/members';
import { settleSalaries } from '../../src/modules/agent/salary-settlement';
import { transfer } from '../../src/modules/agent/team.service';
import { hashPassword } from '../../src/modules/member/password-hash';
import { upsertWithdrawalPassword } from '../../src/modules/withdrawals/withdrawals.repository';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';

// PostgreSQL only: two pools play two server processes. Transfers stormed at both never overdraw and keep the sum;
// two settlers racing over one period, then a third run, pay each (contract, period) once.
const NOW = new Date('2026-11-25T04:00:00Z');
const BET_AT = new Date('2026-11-23T04:00:00Z');

let a: Db;
let b: Db;
let drop: () => Promise<void>;
const ids: Record<string, number> = {};

const balance = async (account: string) =>
  Number(
    (
      await a
        .selectFrom('wallet_account')
        .select('balance_minor')
        .where('code', '=', `member:${ids[account]}:PHP`)
        .executeTakeFirstOrThrow()
    ).balance_minor,
  );

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  a = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  b = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  await migrateToLatest(a);
  await seedMembers(a);
  for (const m of await a.selectFrom('member').select(['id', 'account']).execute()) ids[m.account] = m.id;
  await upsertWithdrawalPassword(a, ids.agent3!, await hashPassword('135790'));
}, 120_000);
afterAll(async () => {
  await a?.destroy();
  await b?.destroy();
  await drop?.();
});

test('transfers stormed at two pools: never overdrawn, retried keys move once, sum constant', async () => {
  const start = (await balance('agent3')) + (await balance('player1'));
  const each = Math.floor((await balance('agent3')) / 10) + 1; // ten would overdraw: nine pass
  const calls = Array.from({ length: 12 }, (_, i) => {
    const t = {
      toAccount: 'player1',
      amountMinor: each,
      clientKey: `pg-race-${i % 10}`, // keys 0, 1 sent twice
      withdrawalPassword: '135790',
    };
    return transfer(i % 2 ? a : b, ids.agent3!, t).then(
      (r) => (r.replayed ? 'replayed' : 'moved'),
      (e: { code?: string }) => e.code ?? 'error',
    );
  });
  const outcomes = await Promise.all(calls);
  const moved = outcomes.filter((o) => o === 'moved').length;
  expect(moved).toBe(9);
  expect(outcomes.filter((o) => o === 'INSUFFICIENT_BALANCE').length).toBeGreaterThanOrEqual(1);
  expect((await balance('agent3')) + (await balance('player1'))).toBe(start);
  expect(await balance('agent3')).toBeGreaterThanOrEqual(0);
  expect(await auditLedger(a)).toMatchObject({
    sumOfBalances: 0,
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}, 120_000);

test('two settlers racing over one period, then a resumed run: each bill paid once', async () => {
  await a
    .insertInto('bet_record')
    .values({
      vendor: 'DEMO',
      round_id: 'r1',
      bet_transaction_id: 'pg-race-bet-1',
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
  await a
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
  const a1 = await balance('agent1');
  const a2 = await balance('agent2');
  await Promise.all([
    settleSalaries(a, 'DAILY_SALARY', NOW, null),
    settleSalaries(b, 'DAILY_SALARY', NOW, null),
    settleSalaries(a, 'DAILY_SALARY', NOW, null),
    settleSalaries(b, 'DAILY_SALARY', NOW, null),
  ]);
  await settleSalaries(a, 'DAILY_SALARY', NOW, new Date(NOW.getTime() - 5 * 86_400_000));
  expect(await balance('agent2')).toBe(a2 + 1_500);
  expect(await balance('agent1')).toBe(a1 - 1_500);
  const bills = await a.selectFrom('agent_salary_bill').selectAll().where('state', '=', 'paid').execute();
  expect(bills).toHaveLength(1);
  expect(await auditLedger(a)).toMatchObject({
    sumOfBalances: 0,
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}, 120_000);
