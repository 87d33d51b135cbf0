/**
 * bench:cluster — the site as a cluster (`npm run cluster`: server processes on one PostgreSQL behind HAProxy), with
 * 1 and then 3 backends: balance API requests/s with p50/p99 (autocannon), seamless debit+credit round trips/s
 * with p50/p99, and with 3 backends the time from SIGKILL of one to the balancer marking it down (its stats), with
 * what clients saw meanwhile (failed requests, worst latency). On a 2-core machine the point is the balancer's
 * overhead and correctness, not scaling (docs/performance.md "Cluster"). Prints a table and writes
 * bench-results/cluster.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb, type Db } from '../src/db/create-db';
import { startCluster, type ClusterProcess } from '../test/helpers/cluster-process';
import { CHECKER_SECRETS } from '../test/bank-checker/two-servers';
import { createScratchDatabase } from '../test/helpers/test-app';
import { fundedPlayersWithTokens, percentile, seamlessCall } from './seamless-client';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CLIENTS = 16;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function balanceFigures(url: string) {
  const res = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player1', password: 'Player1234' }),
  });
  const token = ((await res.json()) as { value: { token: string } }).value.token;
  const r = await autocannon({
    url: `${url}/wps/v2/wallets/balance`,
    headers: { authorization: `Bearer ${token}` },
    connections: 10,
    duration: DURATION_S,
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function seamlessFigures(url: string, db: Db, tag: string) {
  const tokens = await fundedPlayersWithTokens(db, `cb${tag}`, CLIENTS);
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    tokens.map(async (token, c) => {
      for (let n = 0; Date.now() < end; n += 1) {
        const bet = `cb-${tag}-${c}-${n}`;
        const base = { token, roundId: bet, gameId: 'PG-RNG-0002', currency: 'PHP' };
        const started = performance.now();
        const d = await seamlessCall(url, 'debit', { ...base, transactionId: bet, amount: '1.00' });
        const w = await seamlessCall(url, 'credit', {
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
  latencies.sort((a, b) => a - b);
  return {
    roundTripsPerS: latencies.length / DURATION_S,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/** n2's state in HAProxy's CSV stats (scripts/cluster.mjs `serverStates` reads the same columns). */
async function n2State(statsUrl: string): Promise<string> {
  const [header = '', ...rows] = (await (await fetch(statsUrl)).text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const row = rows.map((r) => r.split(',')).find((r) => r[0] === 'nodes' && r[1] === 'n2');
  return row?.[columns.indexOf('status')] ?? '';
}

/** SIGKILL node 2 under a steady GET load; how long until HAProxy marks it DOWN, and what clients saw. */
async function killFigures(cluster: ClusterProcess) {
  let running = true;
  const samples: { at: number; ms: number; status: number }[] = [];
  const lanes = Array.from({ length: 8 }, async () => {
    while (running) {
      const at = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${cluster.url}/wps/health`);
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // a failed request counts as status 0
      }
      samples.push({ at, ms: performance.now() - at, status });
    }
  });
  await sleep(1_000);
  const killedAt = performance.now();
  cluster.command('kill', 2);
  let downAfterMs = -1;
  while (performance.now() - killedAt < 10_000) {
    if ((await n2State(cluster.statsUrl)).startsWith('DOWN')) {
      downAfterMs = performance.now() - killedAt;
      break;
    }
    await sleep(25);
  }
  await sleep(1_000);
  running = false;
  await Promise.all(lanes);
  const around = samples.filter((s) => s.at >= killedAt && s.at < killedAt + Math.max(downAfterMs, 0) + 500);
  const before = samples.filter((s) => s.at < killedAt).map((s) => s.ms);
  before.sort((a, b) => a - b);
  return {
    markedDownAfterMs: Math.round(downAfterMs),
    requestsUntilDown: around.length,
    failedRequests: samples.filter((s) => s.status !== 200).length,
    worstLatencyUntilDownMs: Math.round(Math.max(0, ...around.map((s) => s.ms))),
    p99BeforeKillMs: Math.round(percentile(before, 99)),
  };
}

async function main() {
  const results: Record<string, unknown> = {};
  for (const nodes of [1, 3]) {
    const scratch = await createScratchDatabase(PG_SERVER);
    const cluster = await startCluster(
      { DATABASE_URL: scratch.url, SEED_ON_START: 'true', ...CHECKER_SECRETS },
      nodes,
    );
    const db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
    try {
      console.log(`[bench:cluster] ${nodes} backend(s) at ${cluster.url}`);
      const balance = await balanceFigures(cluster.url);
      const roundTrips = await seamlessFigures(cluster.url, db, `n${nodes}`);
      results[`${nodes} backend${nodes > 1 ? 's' : ''}`] = {
        balance,
        seamless: roundTrips,
        ...(nodes === 3 ? { sigkill: await killFigures(cluster) } : {}),
      };
    } finally {
      await cluster.stop();
      await db.destroy();
      await scratch.drop();
    }
  }
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: os.loadavg()[0],
  };
  const out = { date: new Date().toISOString(), machine, durationS: DURATION_S, results };
  console.log(JSON.stringify(out, null, 2));
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', 'cluster.json'), `${JSON.stringify(out, null, 2)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
