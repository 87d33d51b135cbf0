/**
 * bench:agent-settlement — the daily salary settlement on PostgreSQL: BENCH_AGENTS agents (default 10,000) under a
 * few top agents, each with an accepted DAILY_SALARY contract from its direct upline, players under every agent, and
 * BENCH_BETS settled bet records (default 1,000,000) inside one finished DAILY_SALARY period (the every-other-day
 * clock of docs/agents.md "Periods", in the site's zone). The tree, contracts and bets are written in bulk SQL; the
 * uplines are funded through the ledger so every bill that reaches a tier is paid. Timed: `settleSalaries(db,
 * 'DAILY_SALARY', now, null)`, what the job `agent.salary.daily_salary` runs (team.routes.ts) when that period is the
 * last finished one; goal ≤ 10 s. Then a second run of the same call (the job runs every 10 minutes and settles the
 * last finished period again) is timed and must pay nothing.
 * Checks: one bill per (contract, period), each paid bill posted once in the ledger under its key, the sum paid
 * equals the sum of the bills' amounts, the ledger audit is clean. Exits non-zero when a check fails.
 * Prints the figures and writes bench-results/agent-settlement.json. Run it alone on a quiet machine:
 * `npm run bench:agent-settlement`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { SALARY_CLOCKS, periodsToSettle, settleSalaries } from '../src/modules/agent/salary-settlement';
import { DEFAULT_SITE_TIME_ZONE } from '../src/modules/agent/settlement-periods';
import { auditLedger, isHealthy } from '../src/modules/wallet/ledger-audit';
import { ensureMemberAccounts, postTransfers, systemAccount } from '../src/modules/wallet/ledger.service';
import { createScratchDatabase } from '../test/helpers/test-app';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Agents under contract (each one bill); the top agents above them have no upline and no contract. */
const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const TOP_AGENTS = 5;
/** Direct downline agents per agent: 50 first-level agents, then 500, 5,000, … (four levels below the tops at 10,000). */
const FANOUT = 10;
const PLAYERS_PER_AGENT = 5;
/** Players who placed a bet in the period; the others make some teams miss a tier's active-member threshold. */
const BETTING_SHARE = 0.9;
const GOAL_SECONDS = 10;
const FUND_MINOR = 10_000_000_000;

async function main() {
  const now = new Date();
  const period = periodsToSettle(SALARY_CLOCKS.DAILY_SALARY!, now, null, DEFAULT_SITE_TIME_ZONE)[0]!;
  const periodSeconds = Math.floor((period.end.getTime() - period.start.getTime()) / 1000);
  const scratch = await createScratchDatabase(PG_SERVER);
  const db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  try {
    await migrateToLatest(db);
    const setupStarted = performance.now();

    // The tree: node k ≥ TOP_AGENTS hangs under node (k - TOP_AGENTS) / FANOUT, so nodes are numbered level by level.
    await sql`
      insert into member (account, nickname, type, upline_id, path, currency, referral_code)
      select 'sa' || k, 'n', case when k < ${TOP_AGENTS}::int then 1 else 2 end, null, '', 'PHP', 'SA' || k
      from generate_series(0, ${TOP_AGENTS + AGENTS - 1}::int) k`.execute(db);
    await sql`
      update member m set upline_id = u.id
      from member u
      where m.account like 'sa%' and substr(m.account, 3)::int >= ${TOP_AGENTS}::int
        and u.account = 'sa' || ((substr(m.account, 3)::int - ${TOP_AGENTS}::int) / ${FANOUT}::int)`.execute(
      db,
    );
    const players = AGENTS * PLAYERS_PER_AGENT;
    await sql`
      insert into member (account, nickname, type, upline_id, path, currency, referral_code)
      select 'sp' || j, 'n', 0, a.id, '', 'PHP', 'SP' || j
      from generate_series(0, ${players - 1}::int) j
      join member a on a.account = 'sa' || (${TOP_AGENTS}::int + j % ${AGENTS}::int)`.execute(db);
    await sql`
      with recursive t (id, path) as (
        select id, '/' || id || '/' from member where upline_id is null
        union all
        select m.id, t.path || m.id || '/' from member m join t on m.upline_id = t.id
      )
      update member m set path = t.path from t where m.id = t.id`.execute(db);

    // Contracts: three tiers (valid bets 10,000 / 100,000 / 1,000,000 PHP; 5 / 20 / 100 active members), rates 10 bp
    // lower at each level down so no downline's tier pays more than its upline's (docs/agents.md "Rate rule").
    await sql`
      insert into agent_contract (kind, period, upline_id, member_id, tiers, state, offered_at, decided_at)
      select 'DAILY_SALARY', null, m.upline_id, m.id,
             jsonb_build_array(
               jsonb_build_object('rateBp', 100 - 10 * d.level, 'validBetMinor', 1000000, 'lossMinor', 0,
                                  'activeMembers', 5),
               jsonb_build_object('rateBp', 150 - 10 * d.level, 'validBetMinor', 10000000, 'lossMinor', 0,
                                  'activeMembers', 20),
               jsonb_build_object('rateBp', 200 - 10 * d.level, 'validBetMinor', 100000000, 'lossMinor', 1000000,
                                  'activeMembers', 100)),
             'accepted', ${new Date(period.start.getTime() - 2 * 86_400_000)}::timestamptz,
             ${new Date(period.start.getTime() - 86_400_000)}::timestamptz
      from member m
      cross join lateral (select length(m.path) - length(replace(m.path, '/', '')) - 2 as level) d
      where m.account like 'sa%' and m.upline_id is not null
      order by m.id`.execute(db);

    // Bets: 10.00-500.00 PHP each, 40 % of them won at 2x, settled at spread instants inside the period.
    const betting = Math.max(1, Math.floor(players * BETTING_SHARE));
    await sql`
      insert into bet_record (vendor, round_id, bet_transaction_id, member_id, member_account, game_id, game_type,
                              currency, bet_minor, valid_bet_minor, win_minor, status, created_at, settled_at)
      select 'DEMO', 'r' || g, 'sb' || g, p.id, p.account, 'demo-slot', 'SLOT', 'PHP', s.bet, s.bet,
             case when g % 10 < 4 then 2 * s.bet else 0 end, 'settled', s.at, s.at
      from generate_series(1, ${BETS}::int) g
      cross join lateral (
        select 1000 + (g::int8 * 7919) % 49001 as bet,
               ${period.start}::timestamptz + ((g::int8 * 104729) % ${periodSeconds}::int) * interval '1 second' as at
      ) s
      join member p on p.account = 'sp' || (g % ${betting}::int)`.execute(db);

    // Every agent has its wallet (as agents do before they earn); each payer is funded from the house.
    const agentRows = await db
      .selectFrom('member')
      .select(['id', 'upline_id'])
      .where('account', 'like', 'sa%')
      .execute();
    const accounts = await ensureMemberAccounts(
      db,
      agentRows.map((a) => a.id),
      'PHP',
    );
    const payers = [...new Set(agentRows.flatMap((a) => (a.upline_id === null ? [] : [a.upline_id])))];
    const house = await systemAccount(db, 'house', 'PHP');
    for (let i = 0; i < payers.length; i += 1_000) {
      await postTransfers(
        db,
        payers.slice(i, i + 1_000).map((id) => ({
          idempotencyKey: `bench-fund:${id}`,
          kind: 'deposit',
          fromAccountId: house.id,
          toAccountId: accounts.get(id)!,
          amountMinor: FUND_MINOR,
        })),
      );
    }
    await sql`analyze`.execute(db);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const contracts = Number(
      (
        await db
          .selectFrom('agent_contract')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    // The measured call: what the job runs for this period.
    const started = performance.now();
    const result = await settleSalaries(db, 'DAILY_SALARY', now, null);
    const seconds = (performance.now() - started) / 1000;

    // The job every 10 minutes: the same period again finds every bill and pays nothing.
    const rerunStarted = performance.now();
    const rerun = await settleSalaries(db, 'DAILY_SALARY', now, null);
    const rerunSeconds = (performance.now() - rerunStarted) / 1000;

    const { rows } = await sql<{
      bills: number;
      billed_contracts: number;
      other_periods: number;
      paid: number;
      not_reached: number;
      insufficient: number;
      bill_minor: string;
      paid_bill_minor: string;
      postings: number;
      paid_posted_once: number;
      posted_minor: string;
      level1_valid_minor: string;
      bet_valid_minor: string;
    }>`
      select
        (select count(*)::int from agent_salary_bill where period_key = ${period.key}) as bills,
        (select count(distinct contract_id)::int from agent_salary_bill where period_key = ${period.key})
          as billed_contracts,
        (select count(*)::int from agent_salary_bill where period_key <> ${period.key}) as other_periods,
        (select count(*)::int from agent_salary_bill where state = 'paid') as paid,
        (select count(*)::int from agent_salary_bill where state = 'not_reached') as not_reached,
        (select count(*)::int from agent_salary_bill where state = 'insufficient') as insufficient,
        (select coalesce(sum(amount_minor), 0)::text from agent_salary_bill) as bill_minor,
        (select coalesce(sum(amount_minor), 0)::text from agent_salary_bill where state = 'paid') as paid_bill_minor,
        (select count(*)::int from wallet_transaction where kind = 'agent-salary') as postings,
        (select count(*)::int from agent_salary_bill b
           where b.state = 'paid' and b.amount_minor > 0
             and (select count(*) from wallet_transaction t
                   where t.kind = 'agent-salary'
                     and t.idempotency_key = 'agent-salary:' || b.contract_id || ':' || b.period_key
                     and t.id = b.transaction_id) = 1) as paid_posted_once,
        (select coalesce(sum(e.amount_minor), 0)::text from wallet_entry e
           join wallet_transaction t on t.id = e.transaction_id
          where t.kind = 'agent-salary' and e.amount_minor > 0) as posted_minor,
        (select coalesce(sum(b.valid_bet_minor), 0)::text from agent_salary_bill b
           join agent_contract c on c.id = b.contract_id
           join member u on u.id = c.upline_id
          where u.upline_id is null) as level1_valid_minor,
        (select coalesce(sum(valid_bet_minor), 0)::text from bet_record) as bet_valid_minor`.execute(db);
    const check = rows[0]!;
    const audit = await auditLedger(db);

    const failures: string[] = [];
    const expect = (ok: boolean, what: string) => {
      if (!ok) failures.push(what);
    };
    expect(
      check.bills === contracts && check.billed_contracts === contracts,
      'one bill per contract and period',
    );
    expect(check.other_periods === 0, 'no bill for another period');
    expect(check.insufficient === 0, 'every reached bill paid (uplines funded)');
    expect(check.paid > 0, 'some bills paid');
    expect(
      check.postings === check.paid && check.paid_posted_once === check.paid,
      'each paid bill posted once under its key',
    );
    expect(
      check.posted_minor === check.bill_minor && check.paid_bill_minor === check.bill_minor,
      'sum paid = sum of bill amounts',
    );
    expect(
      result.bills === contracts &&
        result.paid === check.paid &&
        result.paidMinor === Number(check.bill_minor),
      "settleSalaries' result matches the bills",
    );
    expect(rerun.bills === 0 && rerun.paid === 0, 'a second run bills and pays nothing');
    expect(
      check.level1_valid_minor === check.bet_valid_minor,
      "first-level teams' valid bets cover every bet",
    );
    expect(isHealthy(audit), 'ledger audit clean');

    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))) },
      goalSeconds: GOAL_SECONDS,
      period: { key: period.key, start: period.start.toISOString(), end: period.end.toISOString() },
      topAgents: TOP_AGENTS,
      agents: AGENTS,
      players,
      betRecords: BETS,
      setupSeconds: Number(setupSeconds.toFixed(1)),
      settlement: {
        seconds: Number(seconds.toFixed(2)),
        bills: result.bills,
        paid: result.paid,
        notReached: check.not_reached,
        insufficient: check.insufficient,
        paidMinor: result.paidMinor,
        billsPerSecond: Math.round(result.bills / seconds),
      },
      rerun: { seconds: Number(rerunSeconds.toFixed(2)), bills: rerun.bills, paid: rerun.paid },
      checks: {
        billsForPeriod: check.bills,
        contracts,
        postings: check.postings,
        paidPostedOnce: check.paid_posted_once,
        billMinor: Number(check.bill_minor),
        postedMinor: Number(check.posted_minor),
        ledgerHealthy: isHealthy(audit),
        failures,
      },
    };
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'agent-settlement.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log('\n=== agent salary settlement benchmark (PostgreSQL) ===');
    console.log(
      `tree: ${TOP_AGENTS} top agents, ${AGENTS} agents under contract, ${players} players; ${BETS} bets in ${period.key} (setup ${report.setupSeconds} s)`,
    );
    console.log(
      `settlement: ${report.settlement.seconds} s (goal ≤ ${GOAL_SECONDS} s), ${result.bills} bills, ${result.paid} paid, ${check.not_reached} not reached, ${check.insufficient} insufficient, ${report.settlement.billsPerSecond} bills/s; paid ${result.paidMinor} minor`,
    );
    console.log(
      `second run of the same period: ${report.rerun.seconds} s, ${rerun.bills} bills, ${rerun.paid} paid`,
    );
    console.log(
      `check: ${check.bills} bills for ${contracts} contracts, ${check.postings} postings for ${check.paid} paid bills, bills ${check.bill_minor} minor = posted ${check.posted_minor} minor, ledger ${isHealthy(audit) ? 'clean' : 'NOT clean'}: ${failures.length === 0 ? 'OK' : `FAILED (${failures.join('; ')})`}`,
    );
    console.log('written to bench-results/agent-settlement.json');
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await db.destroy();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
