import { seedMembers } from '../../src/db/seed/members';
import { settleDividends } from '../../src/modules/agent/dividend-settlement';
import { DIVIDEND_JOB } from '../../src/modules/agent/agent.plugin';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';

// PostgreSQL only: two app instances (two pools, as two server processes) settle dividends at once, by the job and
// by direct calls (a lease that expired mid-run), each walking every contract's chain of unbilled weeks: each
// (contract, period) is billed and paid once, and the carry of the won week reaches the next week's bill whichever
// process bills it.
const NOW = new Date('2026-11-22T16:05:00Z'); // Monday Nov 23, 00:05 in Manila

const { left, right } = twoAppsOnOnePostgres();
const ids: Record<string, number> = {};

const balance = async (account: string) =>
  Number(
    (
      await left()
        .db.selectFrom('wallet_account')
        .select('balance_minor')
        .where('code', '=', `member:${ids[account]}:PHP`)
        .executeTakeFirstOrThrow()
    ).balance_minor,
  );

beforeAll(async () => {
  await seedMembers(left().db);
  for (const m of await left().db.selectFrom('member').select(['id', 'account']).execute())
    ids[m.account] = m.id;
}, 120_000);

test('two settlers racing over the same periods: each dividend bill paid once, the carry kept', async () => {
  const bets: Array<[string, number, number, string]> = [
    ['player1', 100_000, 130_000, '2026-11-10T04:00:00Z'], // week of Nov 9: players won 30,000
    ['player3', 120_000, 0, '2026-11-17T04:00:00Z'], // week of Nov 16: lost 120,000 → 90,000 after the carry
  ];
  for (const [account, bet, win, at] of bets) {
    await left()
      .db.insertInto('bet_record')
      .values({
        vendor: 'DEMO',
        round_id: `pg-div-${at}`,
        bet_transaction_id: `pg-div-${at}`,
        member_id: ids[account]!,
        member_account: account,
        game_id: 'demo-slot',
        game_type: 'SLOT',
        currency: 'PHP',
        bet_minor: bet,
        valid_bet_minor: bet,
        win_minor: win,
        status: 'settled',
        created_at: new Date(at),
        settled_at: new Date(at),
      })
      .execute();
  }
  for (const [upline, member] of [
    ['agent1', 'agent2'],
    ['agent2', 'agent3'],
  ] as const) {
    await left()
      .db.insertInto('agent_contract')
      .values({
        kind: 'DIVIDEND',
        period: 'WEEKLY',
        upline_id: ids[upline]!,
        member_id: ids[member]!,
        tiers: JSON.stringify([{ rateBp: 1_000, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }]),
        state: 'accepted',
        decided_at: new Date('2026-11-09T00:00:00Z'), // Monday Nov 9 local: the first week billed
      })
      .execute();
  }
  const a1 = await balance('agent1');
  const a3 = await balance('agent3');
  const [a, b] = [left().db, right().db];
  await Promise.all([
    left().jobs.runNow(DIVIDEND_JOB, NOW),
    right().jobs.runNow(DIVIDEND_JOB, NOW),
    settleDividends(b, NOW),
    settleDividends(a, NOW),
  ]);
  await right().jobs.runNow(DIVIDEND_JOB, new Date(NOW.getTime() + 3_600_000));
  const billed = await a
    .selectFrom('agent_dividend_bill')
    .select(['member_id', 'period_key', 'state', 'amount_minor', 'carried_in_minor'])
    .orderBy('member_id')
    .orderBy('period_key')
    .execute();
  // agent2's team: both bets; agent3's team: only player1's won week, carried into a week without bets.
  expect(
    billed.map((r) => [
      r.member_id,
      r.period_key,
      r.state,
      Number(r.amount_minor),
      Number(r.carried_in_minor),
    ]),
  ).toEqual([
    [ids.agent2, 'WEEKLY:2026-11-09T00:00', 'not_reached', 0, 0],
    [ids.agent2, 'WEEKLY:2026-11-16T00:00', 'paid', 9_000, -30_000],
    [ids.agent3, 'WEEKLY:2026-11-09T00:00', 'not_reached', 0, 0],
    [ids.agent3, 'WEEKLY:2026-11-16T00:00', 'not_reached', 0, -30_000],
  ]);
  expect(await balance('agent1')).toBe(a1 - 9_000);
  expect(await balance('agent3')).toBe(a3);
  expect(await auditLedger(a)).toMatchObject({
    sumOfBalances: 0,
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}, 120_000);
