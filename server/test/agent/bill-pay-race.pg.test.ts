import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedMembers } from '../../src/db/seed/members';
import { payBill, rejectBill } from '../../src/modules/agent/bill-decisions';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';

// PostgreSQL only: two pools play two server processes. Pays and rejects of one insufficient bill raced at both:
// exactly one wins, the money moves at most once, the losers are told the bill is not open.
let a: Db;
let b: Db;
let drop: () => Promise<void>;
const ids: Record<string, number> = {};
let contractId = 0;

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

const openBill = async (day: number, amountMinor: number) =>
  (
    await a
      .insertInto('agent_salary_bill')
      .values({
        contract_id: contractId,
        period_key: `EVERY_OTHER_DAY:2026-10-${String(day).padStart(2, '0')}`,
        kind: 'DAILY_SALARY',
        payer_id: ids.agent2!,
        member_id: ids.agent3!,
        period_start: new Date(`2026-10-${String(day).padStart(2, '0')}T00:00:00Z`),
        period_end: new Date(`2026-10-${String(day + 2).padStart(2, '0')}T00:00:00Z`),
        valid_bet_minor: 100_000,
        active_members: 1,
        rate_bp: 100,
        amount_minor: amountMinor,
        state: 'insufficient',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const outcome = (p: Promise<{ state: string }>) =>
  p.then(
    (r) => r.state,
    (e: { code?: string }) => e.code ?? 'error',
  );

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  a = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  b = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  await migrateToLatest(a);
  await seedMembers(a);
  for (const m of await a.selectFrom('member').select(['id', 'account']).execute()) ids[m.account] = m.id;
  contractId = (
    await a
      .insertInto('agent_contract')
      .values({
        kind: 'DAILY_SALARY',
        upline_id: ids.agent2!,
        member_id: ids.agent3!,
        tiers: JSON.stringify([{ validBetMinor: 0, lossMinor: 0, activeMembers: 0, rateBp: 100 }]),
        state: 'accepted',
        decided_at: new Date('2026-10-01T00:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(async () => {
  await a?.destroy();
  await b?.destroy();
  await drop?.();
});

test('eight pays of one bill on two pools: it is paid once', async () => {
  const bill = await openBill(1, 1_000);
  const [a2, a3] = [await balance('agent2'), await balance('agent3')];
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, i) => outcome(payBill(i % 2 ? a : b, ids.agent2!, 'salary', bill))),
  );
  expect(results.filter((r) => r === 'paid')).toHaveLength(1);
  expect(results.filter((r) => r === 'AGENT_BILL_NOT_OPEN')).toHaveLength(7);
  expect([await balance('agent2'), await balance('agent3')]).toEqual([a2 - 1_000, a3 + 1_000]);
  expect(await auditLedger(a)).toMatchObject({ sumOfBalances: 0, driftedAccounts: [], negativeAccounts: [] });
}, 120_000);

test('pays and rejects of one bill raced: exactly one decision, money moved only if it was the pay', async () => {
  for (let round = 0; round < 4; round += 1) {
    const bill = await openBill(3 + round * 2, 500);
    const before = await balance('agent3');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        outcome(
          i % 2
            ? payBill(i % 4 === 1 ? a : b, ids.agent2!, 'salary', bill)
            : rejectBill(i % 4 === 0 ? a : b, { upline: ids.agent2! }, 'salary', bill, 'race'),
        ),
      ),
    );
    const winners = results.filter((r) => r === 'paid' || r === 'rejected');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r === 'AGENT_BILL_NOT_OPEN')).toHaveLength(5);
    const row = await a
      .selectFrom('agent_salary_bill')
      .select(['state', 'transaction_id'])
      .where('id', '=', bill)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(winners[0]);
    expect(await balance('agent3')).toBe(winners[0] === 'paid' ? before + 500 : before);
    expect(row.transaction_id === null).toBe(winners[0] === 'rejected');
  }
}, 120_000);
