/**
 * bench:wagering — what an active bonus adds to a bet (promotions issue: wagering progress update ≤ 1 ms added per
 * bet on PostgreSQL, measured as a ratio with and without active bonuses). Progress is computed on read from settled
 * bet records (docs/promotions.md "Bonuses and wagering"), so a bet should pay nothing for it; this measures it.
 * The workload of bench:seamless — seamless-wallet debit+credit rounds over HTTP, TWO server processes on one
 * PostgreSQL database — runs on two fresh databases side by side: members WITHOUT any bonus, and members each holding
 * an ACTIVE bonus with a wagering requirement (credited through creditGrant, as a claim does); the two take turns
 * (BENCH_SLICES each). Prints per-bet p50/p99, mean and throughput of both, the added cost per bet (difference of
 * means and of medians) and the ratio, then checks that every bonus's wagering progress — as the site computes it
 * (grantProgress) and as the member reads it (GET /wps/promotions/bonuses) — equals the valid bets that member
 * placed; exits non-zero if not. Writes bench-results/wagering.json.
 * Run it alone on a quiet machine: `npm run bench:wagering`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { minorToDecimal } from '@site/shared/schemas';
import { creditGrant, grantProgress } from '../src/modules/promotions/bonus.service';
import type { GrantRow } from '../src/modules/promotions/promotions.repository';
import { createMemberWithSession } from '../test/bank-checker/fixtures';
import { demoSlotLaunchToken, startTwoServers, type TwoServers } from '../test/bank-checker/two-servers';
import { bearer } from '../test/helpers/accounts';
import { percentile, seamlessCall } from './seamless-client';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP ?? 2) * 1000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
/** Turns per mode: BENCH_DURATION is split into this many slices of each mode. */
const SLICES = Number(process.env.BENCH_SLICES ?? 4);
const GOAL_ADDED_MS = 1;

const BET = '1.00';
const BET_MINOR = 100;
const WIN = '0.90';
const BONUS_MINOR = 10_000;
/** Far above what a run can wager, so every bonus stays active (and its progress uncapped) to the end. */
const REQUIRED_MINOR = 1_000_000_000;

type Mode = 'withoutBonus' | 'withBonus';

interface Member {
  id: number;
  sessionToken: string;
  launchToken: string;
  grant?: GrantRow;
  /** Rounds whose debit and credit both answered OK: each a settled bet of BET_MINOR valid bet. */
  settledRounds: number;
}

const round2 = (n: number) => Number(n.toFixed(2));

async function createMembers(site: TwoServers, mode: Mode): Promise<Member[]> {
  const { db } = site;
  let promotionId = 0;
  if (mode === 'withBonus') {
    await db.insertInto('promotion_category').values({ code: 'bench', name: 'bench' }).execute();
    const row = await db
      .insertInto('promotion')
      .values({
        code: 'BENCH-WAGERING',
        category: 'bench',
        kind: 'fixed_bonus',
        title: 'Bench wagering',
        rules: JSON.stringify({}),
        start_at: new Date(Date.now() - 86_400_000),
        end_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    promotionId = row.id;
  }
  const members: Member[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const account = `wager${i}`;
    const { id, token } = await createMemberWithSession(db, {
      account,
      referralCode: `WAGER${i}`,
      fundMinor: 10_000_000,
    });
    const grant =
      mode === 'withBonus'
        ? await creditGrant(
            db,
            {
              memberId: id,
              promotionId,
              claimKey: 'once',
              currency: 'PHP',
              bonusMinor: BONUS_MINOR,
              depositMinor: 0,
              requiredMinor: REQUIRED_MINOR,
              expiryDays: 7,
            },
            new Date(),
          )
        : undefined;
    const launchToken = demoSlotLaunchToken({ memberId: id, account, jti: `w${i}` });
    members.push({ id, sessionToken: token, launchToken, grant, settledRounds: 0 });
  }
  return members;
}

/** Debit+credit rounds from every member at once for `ms`, alternating the two processes; latencies per bet. */
async function play(site: TwoServers, members: Member[], label: string, ms: number) {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + ms;
  await Promise.all(
    members.map(async (member, c) => {
      for (let n = 0; Date.now() < end; n += 1) {
        const bet = `${label}-${c}-${n}`;
        const base = { token: member.launchToken, roundId: bet, gameId: 'PG-RNG-0002', currency: 'PHP' };
        const started = performance.now();
        const d = await seamlessCall(site.urls[n % 2]!, 'debit', {
          ...base,
          transactionId: bet,
          amount: BET,
        });
        const w = await seamlessCall(site.urls[(n + 1) % 2]!, 'credit', {
          ...base,
          transactionId: `w-${bet}`,
          betTransactionId: bet,
          amount: WIN,
        });
        latencies.push(performance.now() - started);
        if (d === 'OK' && w === 'OK') member.settledRounds += 1;
        else failures += 1;
      }
    }),
  );
  return { latencies, failures };
}

/** Every bonus's progress equals its member's valid bets, both as computed and as the member reads it. */
async function checkProgress(site: TwoServers, members: Member[]) {
  const mismatches: Array<{
    memberId: number;
    expectedMinor: number;
    progressMinor: number;
    apiProgress: number | null;
  }> = [];
  let progressMinorTotal = 0;
  let validBetMinorTotal = 0;
  for (const member of members) {
    const expectedMinor = member.settledRounds * BET_MINOR;
    const progressMinor = await grantProgress(site.db, member.grant!, new Date());
    const res = await fetch(`${site.urls[0]}/wps/promotions/bonuses`, {
      headers: bearer(member.sessionToken),
    });
    const bonuses = (
      (await res.json()) as { value: Array<{ grantId: number; progress: number; status: string }> }
    ).value;
    const apiProgress = bonuses.find((b) => b.grantId === member.grant!.id)?.progress ?? null;
    progressMinorTotal += progressMinor;
    validBetMinorTotal += expectedMinor;
    if (progressMinor !== expectedMinor || apiProgress !== minorToDecimal(expectedMinor))
      mismatches.push({ memberId: member.id, expectedMinor, progressMinor, apiProgress });
  }
  return { bonuses: members.length, validBetMinorTotal, progressMinorTotal, mismatches };
}

function figures(latencies: number[], failures: number) {
  const sorted = [...latencies].sort((x, y) => x - y);
  const meanMs = latencies.reduce((sum, l) => sum + l, 0) / Math.max(1, latencies.length);
  return {
    bets: latencies.length,
    betsPerSecond: Math.round((latencies.length / DURATION_MS) * 1000),
    meanMs: round2(meanMs),
    p50Ms: round2(percentile(sorted, 50)),
    p99Ms: round2(percentile(sorted, 99)),
    failures,
  };
}

async function main() {
  const load = os.loadavg()[0]?.toFixed(2);
  // One database and two processes per mode, both up for the whole run but only one playing at a time. The modes
  // take turns in ABBA order (without, with, with, without, …) so a machine whose load drifts during the run
  // weighs on both alike; a run of one mode after the other measured the drift more than the bonus.
  const modes: Mode[] = ['withoutBonus', 'withBonus'];
  const sites = {} as Record<Mode, TwoServers>;
  let ok = false;
  try {
    for (const mode of modes) sites[mode] = await startTwoServers(PG_SERVER);
    const members = {} as Record<Mode, Member[]>;
    for (const mode of modes) members[mode] = await createMembers(sites[mode], mode);
    // Warm-up rounds count as bets (and as wagering) but not in the figures.
    for (const mode of modes) await play(sites[mode], members[mode], `${mode}-warm`, WARMUP_MS);
    const runs: Record<Mode, { latencies: number[]; failures: number }> = {
      withoutBonus: { latencies: [], failures: 0 },
      withBonus: { latencies: [], failures: 0 },
    };
    for (let slice = 0; slice < SLICES; slice += 1) {
      const order = slice % 2 === 0 ? modes : [...modes].reverse();
      for (const mode of order) {
        const run = await play(sites[mode], members[mode], `${mode}-${slice}`, DURATION_MS / SLICES);
        runs[mode].latencies.push(...run.latencies);
        runs[mode].failures += run.failures;
      }
    }
    const progress = await checkProgress(sites.withBonus, members.withBonus);
    ok = await report(
      load,
      figures(runs.withoutBonus.latencies, runs.withoutBonus.failures),
      figures(runs.withBonus.latencies, runs.withBonus.failures),
      progress,
    );
  } finally {
    for (const mode of modes) await sites[mode]?.close();
  }
  if (!ok) process.exit(1);
}

async function report(
  load: string | undefined,
  a: ReturnType<typeof figures>,
  b: ReturnType<typeof figures>,
  progress: Awaited<ReturnType<typeof checkProgress>>,
) {
  const added = {
    meanMs: round2(b.meanMs - a.meanMs),
    p50Ms: round2(b.p50Ms - a.p50Ms),
    ratioMean: round2(b.meanMs / a.meanMs),
    ratioP50: round2(b.p50Ms / a.p50Ms),
  };
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage1m: load },
    clients: CLIENTS,
    durationS: DURATION_MS / 1000,
    slices: SLICES,
    warmupS: WARMUP_MS / 1000,
    bet: 'one seamless debit 1.00 + credit 0.90 round trip (valid bet 1.00), two server processes on PostgreSQL',
    withoutBonus: a,
    withBonus: b,
    addedPerBet: added,
    wageringCheck: {
      bonuses: progress.bonuses,
      validBetMinorTotal: progress.validBetMinorTotal,
      progressMinorTotal: progress.progressMinorTotal,
      mismatches: progress.mismatches.length,
    },
    goal: { addedMsPerBet: GOAL_ADDED_MS },
  };
  console.table({
    'without bonus': {
      'bets/s': a.betsPerSecond,
      'mean ms': a.meanMs,
      'p50 ms': a.p50Ms,
      'p99 ms': a.p99Ms,
      failed: a.failures,
    },
    'with active bonus': {
      'bets/s': b.betsPerSecond,
      'mean ms': b.meanMs,
      'p50 ms': b.p50Ms,
      'p99 ms': b.p99Ms,
      failed: b.failures,
    },
  });
  console.log(
    `added per bet: ${added.meanMs} ms (means), ${added.p50Ms} ms (medians); ratio with/without ${added.ratioMean} (means), ${added.ratioP50} (medians); goal ≤ ${GOAL_ADDED_MS} ms`,
  );
  console.log(
    `wagering: ${progress.bonuses} bonuses, progress ${minorToDecimal(progress.progressMinorTotal)} for valid bets ${minorToDecimal(progress.validBetMinorTotal)}, ${progress.mismatches.length} mismatches`,
  );
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench-results', 'wagering.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log('wrote bench-results/wagering.json');
  const ok = progress.mismatches.length === 0 && progress.bonuses === CLIENTS;
  if (!ok)
    console.error('wagering progress differs from the valid bets placed:', progress.mismatches.slice(0, 10));
  return ok;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
