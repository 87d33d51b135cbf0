/**
 * bench:seamless — the seamless wallet on PostgreSQL with TWO server processes on one database (the deployment
 * shape): debit+credit round trips per second with p50/p99 (goal ≥ 1,000/s on the 2-core box), then the bank
 * checker's run time for ~10,000 callbacks. Prints a table and writes bench-results/seamless.json.
 * Run it alone on a quiet machine: `npm run bench:seamless`.
 *
 * Next to the rate, what does not depend much on the machine's other load (docs/performance.md "Seamless wallet"):
 * CPU milliseconds per round trip of the two server processes and of their PostgreSQL backends, the time inside each
 * database function (track_functions), what the active backends waited on and the most-waited-on lock, sampled
 * every 100 ms during the storm, and the ledger against bare UPDATEs on the same database (ledger-ceiling.ts).
 * `BENCH_CPU_PROF=<dir>` writes a CPU profile of each server process there (cpu-profile.mjs).
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runBankCheck } from '../test/bank-checker/bank-checker';
import { seamlessWalletPlugin } from '../test/bank-checker/plugins/seamless-wallet.plugin';
import { startTwoServers } from '../test/bank-checker/two-servers';
import { sql } from 'kysely';
import type { Db } from '../src/db/create-db';
import { measureLedgerCeiling } from './ledger-ceiling';
import { fundedPlayersWithTokens, percentile, seamlessCall } from './seamless-client';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);

/** CPU time of a local process so far, in ms (utime + stime of /proc/<pid>/stat; 0 once it is gone). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
  } catch {
    return 0;
  }
}

/**
 * Samples the scratch database every 100 ms while the storm runs: what its active backends wait on, which lock
 * objects have waiters (the most waiters ever seen on one), and the CPU of every backend it has seen.
 */
function sampleDatabase(db: Db) {
  const waits = new Map<string, number>();
  const lockWaits = new Map<string, { samples: number; maxWaiters: number }>();
  const backendCpu = new Map<number, { first: number; last: number }>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      samples += 1;
      const active = await sql<{ pid: number; w: string }>`
        select pid, case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'CPU') else 'idle' end as w
        from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
        db,
      );
      for (const { pid, w } of active.rows) {
        if (w !== 'idle') waits.set(w, (waits.get(w) ?? 0) + 1);
        const now = cpuMs(pid);
        const seen = backendCpu.get(pid);
        if (seen) seen.last = now;
        else backendCpu.set(pid, { first: now, last: now });
      }
      const locks = await sql<{ obj: string; waiters: number }>`
        select l.locktype || ':' || coalesce(l.relation::regclass::text, l.transactionid::text, l.objid::text, '') as obj, count(*)::int as waiters
        from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database() group by 1`.execute(db);
      for (const { obj, waiters } of locks.rows) {
        const kind = obj.replace(/:\d+$/, ':<one id>');
        const entry = lockWaits.get(kind) ?? { samples: 0, maxWaiters: 0 };
        entry.samples += 1;
        entry.maxWaiters = Math.max(entry.maxWaiters, waiters);
        lockWaits.set(kind, entry);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const backendsCpuMs = [...backendCpu.values()].reduce((sum, b) => sum + b.last - b.first, 0);
    return {
      samples,
      /** Active backends per sample by what they were doing (CPU = running, not waiting). */
      activeBackendsPerSample: Object.fromEntries(
        [...waits].sort((a, b) => b[1] - a[1]).map(([w, n]) => [w, Number((n / samples).toFixed(2))]),
      ),
      /** Ungranted locks by kind: in how many samples any waited, and the most waiters on ONE object of that kind. */
      lockWaits: Object.fromEntries([...lockWaits].sort((a, b) => b[1].samples - a[1].samples)),
      backendsCpuMs,
    };
  };
}

async function roundTrips() {
  const profile = process.env.BENCH_CPU_PROF;
  const site = await startTwoServers(PG_SERVER, {
    // Time per database function (pg_stat_user_functions) for this database's sessions only.
    PGOPTIONS: '-c track_functions=all',
    ...(profile
      ? {
          NODE_OPTIONS: `--import ${path.join(__dirname, 'cpu-profile.mjs')}`,
          BENCH_CPU_PROF_DIR: path.resolve(profile),
        }
      : {}),
  });
  try {
    const tokens = await fundedPlayersWithTokens(site.db, 'bench', CLIENTS);
    const latencies: number[] = [];
    let failures = 0;
    const serverPids = site.servers.map((s) => s.proc.pid!);
    const serverCpuBefore = serverPids.map(cpuMs);
    const benchCpuBefore = process.cpuUsage();
    if (profile) site.servers.forEach((s) => s.proc.kill('SIGUSR2')); // cpu-profile.mjs starts profiling
    const stopSampling = sampleDatabase(site.db);
    const end = Date.now() + DURATION_MS;
    await Promise.all(
      tokens.map(async (token, c) => {
        for (let n = 0; Date.now() < end; n += 1) {
          const url = site.urls[n % 2]!;
          const bet = `bench-${c}-${n}`;
          const started = performance.now();
          const base = { token, roundId: bet, gameId: 'PG-RNG-0002', currency: 'PHP' };
          const d = await seamlessCall(url, 'debit', { ...base, transactionId: bet, amount: '1.00' });
          const w = await seamlessCall(site.urls[(n + 1) % 2]!, 'credit', {
            ...base,
            transactionId: `w-${bet}`,
            betTransactionId: bet,
            amount: '0.90',
          });
          latencies.push(performance.now() - started);
          if (d !== 'OK' || w !== 'OK') failures += 1;
        }
      }),
    );
    const serverCpuMs = serverPids.reduce((sum, pid, i) => sum + cpuMs(pid) - serverCpuBefore[i]!, 0);
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const sampled = await stopSampling();
    latencies.sort((a, b) => a - b);
    const n = latencies.length;
    // The ledger against bare UPDATEs, same database, same run (ledger-ceiling.ts).
    const ceiling = await measureLedgerCeiling(site.db, 4000, 16);
    // Backends report their function times when they end: stop the servers first, then read.
    site.servers.forEach((s) => s.proc.kill('SIGTERM'));
    await Promise.all(site.servers.map((s) => s.exited));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const functions = await sql<{ funcname: string; calls: number; total_ms: number; self_ms: number }>`
      select funcname, calls::int, round(total_time::numeric, 1)::float8 as total_ms, round(self_time::numeric, 1)::float8 as self_ms
      from pg_stat_user_functions order by total_time desc limit 8`.execute(site.db);
    return {
      roundTripsPerSecond: Math.round((n / DURATION_MS) * 1000),
      roundTrips: n,
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      failures,
      cpuMsPerRoundTrip: {
        serverProcesses: Number((serverCpuMs / n).toFixed(2)),
        postgresBackends: Number((sampled.backendsCpuMs / n).toFixed(2)),
        benchClient: Number(((benchCpu.user + benchCpu.system) / 1000 / n).toFixed(2)),
      },
      /** Per database function: calls and ms per call (self = not counting the functions it calls). */
      databaseFunctions: functions.rows.map((f) => ({
        name: f.funcname,
        calls: f.calls,
        msPerCall: Number((f.total_ms / Math.max(1, f.calls)).toFixed(3)),
        selfMsPerCall: Number((f.self_ms / Math.max(1, f.calls)).toFixed(3)),
      })),
      activeBackendsPerSample: sampled.activeBackendsPerSample,
      lockWaits: sampled.lockWaits,
      ledgerVsBareUpdate: {
        transfers: ceiling.transfers,
        concurrency: ceiling.concurrency,
        ledgerPerSec: Math.round(ceiling.ledgerPerSec),
        bareUpdatesPerSec: Math.round(ceiling.updatesPerSec),
        ratio: Number(ceiling.ratio.toFixed(2)),
      },
    };
  } finally {
    // Also after the servers were stopped above: killing an exited process is a no-op.
    await site.close();
  }
}

async function bankCheck() {
  const site = await startTwoServers(PG_SERVER);
  try {
    // ~7 callbacks per round: 40 members × 36 rounds ≈ 10,000 callbacks.
    const report = await runBankCheck({
      db: site.db,
      urls: site.urls,
      plugins: [seamlessWalletPlugin({ members: 40, roundsPerMember: 36 })],
      lanesInFlight: 8,
    });
    return {
      callbacks: report.requests,
      ms: report.ms,
      violations: report.violations.length,
      seed: report.seed,
    };
  } finally {
    await site.close();
  }
}

async function main() {
  const load = os.loadavg()[0]?.toFixed(2);
  const rt = await roundTrips();
  const loadAfter = os.loadavg()[0]?.toFixed(2);
  const bank = await bankCheck();
  // The machine may be shared: the load average before and after the round trips says how far to trust the rate.
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage1m: load, loadAverage1mAfter: loadAfter },
    clients: CLIENTS,
    durationS: DURATION_MS / 1000,
    seamlessRoundTrips: rt,
    bankChecker: bank,
    goal: { roundTripsPerSecond: 1000, p99Ms: 100, ledgerRatio: 0.5 },
  };
  console.table({
    'load average 1m before / after': `${load} / ${loadAfter}`,
    'debit+credit round trips/s': rt.roundTripsPerSecond,
    'p50 ms': rt.p50Ms,
    'p99 ms': rt.p99Ms,
    'failed round trips': rt.failures,
    'CPU ms/round trip: servers': rt.cpuMsPerRoundTrip.serverProcesses,
    'CPU ms/round trip: PostgreSQL backends': rt.cpuMsPerRoundTrip.postgresBackends,
    'CPU ms/round trip: bench client': rt.cpuMsPerRoundTrip.benchClient,
    'ledger transfers/s (in-process)': rt.ledgerVsBareUpdate.ledgerPerSec,
    'bare UPDATEs/s': rt.ledgerVsBareUpdate.bareUpdatesPerSec,
    'ratio ledger/UPDATE (goal ≥ 0.5)': rt.ledgerVsBareUpdate.ratio,
    'bank checker callbacks': bank.callbacks,
    'bank checker ms': bank.ms,
    'bank checker violations': bank.violations,
  });
  console.log('database functions:', rt.databaseFunctions);
  console.log('active backends per sample:', rt.activeBackendsPerSample);
  console.log('lock waits:', rt.lockWaits);
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'bench-results', 'seamless.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log('wrote bench-results/seamless.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
