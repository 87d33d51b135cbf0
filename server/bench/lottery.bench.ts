/**
 * bench:lottery — the lottery's money paths on PostgreSQL with TWO server processes on one database (issue 11):
 *  1. order placement over HTTP: orders/s and p50/p99 with BENCH_CLIENTS members betting at once
 *     (goal ≥ 500/s, each order a ledger debit keyed by the member's client key);
 *  2. settlement of ONE drawn issue holding BENCH_ORDERS orders (default 100,000; goal ≤ 5 s), through the same
 *     settleDue the job runs, then a check that every order was settled once and every win was paid once.
 * Prints the figures and writes bench-results/lottery.json. Run it alone on a quiet machine: `npm run bench:lottery`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { findLotteryGame } from '../src/modules/lottery/lottery-games';
import { markDrawn } from '../src/modules/lottery/lottery.repository';
import { settleDue } from '../src/modules/lottery/lottery.service';
import { computeOutcome } from '../src/modules/lottery/outcome';
import { createMemberWithSession, insertIssueOnSale } from '../test/bank-checker/fixtures';
import { startTwoServers } from '../test/bank-checker/two-servers';
import { bearer } from '../test/helpers/accounts';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SETTLE_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const GAME = 'KENO_1M';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const site = await startTwoServers(PG_SERVER);
  try {
    const { db } = site;
    const issueNo = `BENCH-${Date.now()}`;
    const { id: issueId, serverSeed } = await insertIssueOnSale(db, GAME, issueNo, 3_600_000);
    const issue = { id: issueId };
    const members: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      members.push(
        await createMemberWithSession(db, {
          account: `lotbench${i}`,
          referralCode: `LOTB${i}`,
          fundMinor: 100_000_000,
        }),
      );
    }

    // 1. Placement over HTTP, alternating the two processes.
    const latencies: number[] = [];
    let failures = 0;
    const end = Date.now() + DURATION_MS;
    const started = performance.now();
    await Promise.all(
      members.map(async (member, c) => {
        for (let n = 0; Date.now() < end; n += 1) {
          const body = JSON.stringify({
            gameCode: GAME,
            issueNo,
            clientKey: `bench-${c}-${n}`,
            selections: [
              { playType: 'KENO_BIG_SMALL', option: n % 2 ? 'BIG' : 'SMALL', amount: 1 },
              { playType: 'KENO_PICK1', numbers: [1 + ((c + n) % 80)], amount: 1 },
            ],
          });
          const t0 = performance.now();
          const res = await fetch(`${site.urls[n % 2]}/lgw/lottery/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...bearer(member.token) },
            body,
          });
          const answer = (await res.json()) as { success?: boolean };
          latencies.push(performance.now() - t0);
          if (!res.ok || !answer.success) failures += 1;
        }
      }),
    );
    const placementSeconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const placed = latencies.length - failures;

    // 2. Settlement of one issue with SETTLE_ORDERS orders. The extra orders are written in bulk (their debits are
    //    not what is measured); the HTTP orders above are settled with them.
    const bulk = Math.max(0, SETTLE_ORDERS - placed);
    await sql`
      insert into lottery_order (member_id, member_account, client_key, issue_id, game_code, issue_no, selections,
                                 currency, stake_minor)
      select m.id, m.account, 'bulk-' || g, ${issue.id}::int, ${GAME}, ${issueNo},
             case g % 3
               when 0 then jsonb_build_array(jsonb_build_object('playType', 'KENO_BIG_SMALL', 'option',
                             case when g % 2 = 0 then 'BIG' else 'SMALL' end, 'stakeMinor', 100))
               when 1 then jsonb_build_array(jsonb_build_object('playType', 'KENO_PICK1', 'numbers',
                             jsonb_build_array(1 + g % 80), 'stakeMinor', 100))
               else jsonb_build_array(jsonb_build_object('playType', 'KENO_ODD_EVEN', 'option',
                             case when g % 2 = 0 then 'ODD' else 'EVEN' end, 'stakeMinor', 100))
             end,
             'PHP', 100
      from generate_series(1, ${bulk}::int) g
      join member m on m.account = 'lotbench' || (g % ${CLIENTS}::int)`.execute(db);
    await sql`
      insert into bet_record (vendor, round_id, bet_transaction_id, member_id, member_account, game_id, game_type,
                              currency, bet_minor, valid_bet_minor, status)
      select 'LOTTERY', game_code || ':' || issue_no, 'order:' || id, member_id, member_account, game_code, 'LOTTERY',
             currency, stake_minor, stake_minor, 'open'
      from lottery_order where issue_id = ${issue.id}::int and client_key like 'bulk-%'`.execute(db);
    await sql`analyze`.execute(db);
    const total = Number(
      (
        await db
          .selectFrom('lottery_order')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('issue_id', '=', issue.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await markDrawn(
      db,
      issue.id,
      computeOutcome(findLotteryGame(GAME)!.outcome, serverSeed, issueNo),
      new Date(),
    );
    const settleStarted = performance.now();
    const settled = await settleDue(db, new Date(), 1);
    const settleSeconds = (performance.now() - settleStarted) / 1000;

    // Every won order paid once and by exactly its amount: one lottery-win posting per won order, and the members'
    // side of those postings adds up to the orders' wins.
    const { rows } = await sql<{
      pending: number;
      won: number;
      wins_paid: number;
      won_minor: string;
      paid_minor: string;
    }>`
      select
        (select count(*)::int from lottery_order where issue_id = ${issue.id}::int and status = 'pending') as pending,
        (select count(*)::int from lottery_order where issue_id = ${issue.id}::int and status = 'won') as won,
        (select count(*)::int from wallet_transaction where kind = 'lottery-win') as wins_paid,
        (select coalesce(sum(win_minor), 0)::text from lottery_order where issue_id = ${issue.id}::int) as won_minor,
        (select coalesce(sum(e.amount_minor), 0)::text from wallet_entry e
           join wallet_transaction t on t.id = e.transaction_id
          where t.kind = 'lottery-win' and e.amount_minor > 0) as paid_minor`.execute(db);
    const check = rows[0]!;

    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))) },
      placement: {
        goalPerSecond: 500,
        clients: CLIENTS,
        seconds: Number(placementSeconds.toFixed(1)),
        orders: placed,
        failures,
        perSecond: Math.round(placed / placementSeconds),
        p50Ms: Math.round(percentile(latencies, 50)),
        p99Ms: Math.round(percentile(latencies, 99)),
      },
      settlement: {
        goalSeconds: 5,
        orders: total,
        settledOrders: settled.orders,
        seconds: Number(settleSeconds.toFixed(2)),
        ordersPerSecond: Math.round(settled.orders / settleSeconds),
        wonOrders: check.won,
        winsPaid: check.wins_paid,
        pendingAfter: check.pending,
        wonMinor: Number(check.won_minor),
        paidMinor: Number(check.paid_minor),
      },
    };
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'lottery.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log('\n=== lottery benchmark (PostgreSQL, two server processes) ===');
    console.log(
      `placement: ${report.placement.perSecond} orders/s with ${CLIENTS} clients, p50 ${report.placement.p50Ms} ms, p99 ${report.placement.p99Ms} ms, ${failures} failures (goal ≥ 500/s)`,
    );
    console.log(
      `settlement: ${total} orders of one issue in ${report.settlement.seconds} s (${report.settlement.ordersPerSecond}/s; goal ≤ 5 s); ${check.won} won, ${check.wins_paid} wins paid, ${check.pending} pending after; won ${check.won_minor} minor, paid ${check.paid_minor} minor`,
    );
    console.log('written to bench-results/lottery.json');
    if (check.pending !== 0 || check.won !== check.wins_paid || check.won_minor !== check.paid_minor)
      process.exitCode = 1;
  } finally {
    await site.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
