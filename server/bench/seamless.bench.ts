/**
 * bench:seamless — the seamless wallet on PostgreSQL with TWO server processes on one database (the deployment
 * shape): debit+credit round trips per second with p50/p99 (goal ≥ 1,000/s on the 2-core box), then the bank
 * checker's run time for ~10,000 callbacks. Prints a table and writes bench-results/seamless.json.
 * Run it alone on a quiet machine: `npm run bench:seamless`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLaunchToken, LAUNCH_TOKEN_TTL_MS } from '../src/modules/games/launch-token';
import { signBody } from '../src/modules/seamless-wallet/signature';
import { ensureMemberAccount, postTransaction, systemAccount } from '../src/modules/wallet/ledger.service';
import { runBankCheck } from '../test/bank-checker/bank-checker';
import { seamlessWalletPlugin } from '../test/bank-checker/plugins/seamless-wallet.plugin';
import { CHECKER_SECRETS, startTwoServers } from '../test/bank-checker/two-servers';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);

async function call(url: string, action: string, payload: unknown): Promise<string> {
  const body = JSON.stringify(payload);
  const res = await fetch(`${url}/wps/seamless/DEMO/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signBody(CHECKER_SECRETS.VENDOR_SECRET_DEMO, body) },
    body,
  });
  return ((await res.json()) as { status: string }).status;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function roundTrips() {
  const site = await startTwoServers(PG_SERVER);
  try {
    const house = await systemAccount(site.db, 'house', 'PHP');
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const account = `bench${i}`;
      const { id } = await site.db
        .insertInto('member')
        .values({ account, nickname: account, type: 0, path: '/', currency: 'PHP', referral_code: `BENCH${i}` } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const wallet = await ensureMemberAccount(site.db, id, 'PHP');
      await postTransaction(site.db, { idempotencyKey: `bench-fund:${id}`, kind: 'deposit', legs: [{ accountId: house.id, amountMinor: -10_000_000 }, { accountId: wallet.id, amountMinor: 10_000_000 }] });
      tokens.push(createLaunchToken(CHECKER_SECRETS.LAUNCH_TOKEN_KEY, { memberId: id, account, gameId: 'PG-RNG-0002', gameType: 'RNG', vendor: 'DEMO', currency: 'PHP', trial: false, exp: Date.now() + LAUNCH_TOKEN_TTL_MS, jti: `b${i}` }));
    }
    const latencies: number[] = [];
    let failures = 0;
    const end = Date.now() + DURATION_MS;
    await Promise.all(
      tokens.map(async (token, c) => {
        for (let n = 0; Date.now() < end; n += 1) {
          const url = site.urls[n % 2]!;
          const bet = `bench-${c}-${n}`;
          const started = performance.now();
          const base = { token, roundId: bet, gameId: 'PG-RNG-0002', currency: 'PHP' };
          const d = await call(url, 'debit', { ...base, transactionId: bet, amount: '1.00' });
          const w = await call(site.urls[(n + 1) % 2]!, 'credit', { ...base, transactionId: `w-${bet}`, betTransactionId: bet, amount: '0.90' });
          latencies.push(performance.now() - started);
          if (d !== 'OK' || w !== 'OK') failures += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return {
      roundTripsPerSecond: Math.round((latencies.length / DURATION_MS) * 1000),
      roundTrips: latencies.length,
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      failures,
    };
  } finally {
    await site.close();
  }
}

async function bankCheck() {
  const site = await startTwoServers(PG_SERVER);
  try {
    // ~7 callbacks per round: 40 members × 36 rounds ≈ 10,000 callbacks.
    const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [seamlessWalletPlugin({ members: 40, roundsPerMember: 36 })], lanesInFlight: 8 });
    return { callbacks: report.requests, ms: report.ms, violations: report.violations.length, seed: report.seed };
  } finally {
    await site.close();
  }
}

async function main() {
  const load = os.loadavg()[0]?.toFixed(2);
  const rt = await roundTrips();
  const bank = await bankCheck();
  const result = { measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, loadAverage1m: load }, clients: CLIENTS, durationS: DURATION_MS / 1000, seamlessRoundTrips: rt, bankChecker: bank, goal: { roundTripsPerSecond: 1000 } };
  console.table({ 'debit+credit round trips/s': rt.roundTripsPerSecond, 'p50 ms': rt.p50Ms, 'p99 ms': rt.p99Ms, 'failed round trips': rt.failures, 'bank checker callbacks': bank.callbacks, 'bank checker ms': bank.ms, 'bank checker violations': bank.violations });
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', 'seamless.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('wrote bench-results/seamless.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
