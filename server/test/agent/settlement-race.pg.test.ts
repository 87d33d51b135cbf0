import { sql } from 'kysely';
import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedMembers } from '../../src/db/seed/members';
import { settleSalaries } from '../../src/modules/agent/salary-settlement';
import { transfer } from '../../src/modules/agent/team.service';
import { hashPassword } from '../../src/modules/member/password-hash';
import { upsertWithdrawalPassword } from '../../src/modules/withdrawals/withdrawals.repository';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { ensureMemberAccount, postTransaction } from '../../src/modules/wallet/ledger.service';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';

// PostgreSQL only: two pools play two server processes. Transfers stormed at both never overdraw and keep the sum;
// two settlers racing over one period, then a third run, pay each (contract, period) once; a run that crashes
// halfway pays nothing, and the runs after it pay each bill once.
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

test('a settlement that crashes halfway pays nothing; the resumed runs pay each bill once, a short upline only its own', async () => {
  const HOUR_BET_AT = new Date('2026-11-25T03:30:00Z'); // inside the last finished hour before NOW
  await a
    .insertInto('bet_record')
    .values({
      vendor: 'DEMO',
      round_id: 'r-hour',
      bet_transaction_id: 'pg-race-hour-bet',
      member_id: ids.player1!,
      member_account: 'player1',
      game_id: 'demo-slot',
      game_type: 'SLOT',
      currency: 'PHP',
      bet_minor: 200_000,
      valid_bet_minor: 200_000,
      win_minor: 0,
      status: 'settled',
      created_at: HOUR_BET_AT,
      settled_at: HOUR_BET_AT,
    })
    .execute();
  // agent1 pays agent2 1 % (2,000); agent2 owes agent3 50 % (100,000) from an empty wallet. The rate rule would refuse
  // such a contract; inserted directly, it makes one chunk hold a bill that is paid and one whose upline is short.
  const tiers = (rateBp: number) =>
    JSON.stringify([{ rateBp, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }]);
  const decided_at = new Date('2026-11-01T00:00:00Z');
  await a
    .insertInto('agent_contract')
    .values([
      {
        kind: 'HOURLY_SALARY',
        period: null,
        upline_id: ids.agent1!,
        member_id: ids.agent2!,
        tiers: tiers(100),
        state: 'accepted',
        decided_at,
      },
      {
        kind: 'HOURLY_SALARY',
        period: null,
        upline_id: ids.agent2!,
        member_id: ids.agent3!,
        tiers: tiers(5_000),
        state: 'accepted',
        decided_at,
      },
    ])
    .execute();
  const agent2Wallet = await ensureMemberAccount(a, ids.agent2!, 'PHP');
  const player4Wallet = await ensureMemberAccount(a, ids.player4!, 'PHP');
  await postTransaction(a, {
    idempotencyKey: 'pg-race-empty-agent2',
    kind: 'test-adjustment',
    legs: [
      { accountId: agent2Wallet.id, amountMinor: -(await balance('agent2')) },
      { accountId: player4Wallet.id, amountMinor: await balance('agent2') },
    ],
  });
  const before = {
    agent1: await balance('agent1'),
    agent2: await balance('agent2'),
    agent3: await balance('agent3'),
  };
  expect(before.agent2).toBe(0);

  // The crash: the ledger statement of the salary chunk fails after its bills were inserted in the same transaction.
  await sql`create function pg_race_crash() returns trigger language plpgsql as $$
    begin if new.kind = 'agent-salary' then raise exception 'simulated crash'; end if; return new; end $$`.execute(
    a,
  );
  await sql`create trigger pg_race_crash before insert on wallet_transaction
    for each row execute function pg_race_crash()`.execute(a);
  await expect(settleSalaries(a, 'HOURLY_SALARY', NOW, null)).rejects.toThrow(/simulated crash/);
  const hourlyBills = () =>
    a
      .selectFrom('agent_salary_bill')
      .select(['member_id', 'state', 'amount_minor', 'transaction_id'])
      .where('kind', '=', 'HOURLY_SALARY')
      .orderBy('member_id')
      .execute();
  expect(await hourlyBills()).toEqual([]);
  expect(await balance('agent1')).toBe(before.agent1);

  await sql`drop trigger pg_race_crash on wallet_transaction`.execute(a);
  const resumed = await Promise.all([
    settleSalaries(a, 'HOURLY_SALARY', NOW, null),
    settleSalaries(b, 'HOURLY_SALARY', NOW, null),
    settleSalaries(b, 'HOURLY_SALARY', NOW, null),
  ]);
  expect(resumed.reduce((n, r) => n + r.bills, 0)).toBe(2);
  const bills = await hourlyBills();
  expect(bills.map((bill) => [bill.member_id, bill.state, Number(bill.amount_minor)])).toEqual([
    [ids.agent2, 'paid', 2_000],
    [ids.agent3, 'insufficient', 100_000],
  ]);
  expect(bills[0]!.transaction_id).not.toBeNull();
  expect(bills[1]!.transaction_id).toBeNull();
  expect(await balance('agent1')).toBe(before.agent1 - 2_000);
  expect(await balance('agent2')).toBe(2_000);
  expect(await balance('agent3')).toBe(before.agent3);
  expect(await auditLedger(a)).toMatchObject({
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}, 120_000);
