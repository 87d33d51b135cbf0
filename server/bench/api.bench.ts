/**
 * bench:api — the real server (its own process) on PGlite and, when PostgreSQL answers on
 * 127.0.0.1:5432, on a scratch PostgreSQL database: login, member info and balance requests
 * per second with p50/p99 (autocannon), HTTP ledger transfers, then ledger transfers through
 * the service next to bare single-statement UPDATEs on the same database (the ceiling; goal
 * ratio ≥ 0.5). Prints a table and writes bench-results/api.json at the repo root.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb } from '../src/db/create-db';
import { createScratchDatabase } from '../test/helpers/test-app';
import { startServer } from '../test/helpers/server-process';
import { measureLedgerCeiling, type CeilingResult } from './ledger-ceiling';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000);
/**
 * Seeded members without a mobile (no 2FA step). Each autocannon connection logs in as its own
 * member from its own address (X-Forwarded-For; the server trusts the proxy header): the login
 * guard rightly asks for a captcha when one account or one IP has attempts in flight.
 */
const LOGINS = [
  { username: 'demo', password: 'Demo1234' },
  { username: 'agent1', password: 'Agent1234' },
  { username: 'agent2', password: 'Agent1234' },
  { username: 'agent3', password: 'Agent1234' },
  { username: 'player1', password: 'Player1234' },
  { username: 'player2', password: 'Player1234' },
  { username: 'player3', password: 'Player1234' },
  { username: 'player4', password: 'Player1234' },
];

interface HttpFigure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
interface EngineResult {
  engine: 'pglite' | 'postgres';
  http: HttpFigure[];
  ceiling: CeilingResult;
}

async function load(name: string, opts: Parameters<typeof autocannon>[0]): Promise<HttpFigure> {
  // Let the previous load's stragglers (slow KDF logins) drain so they do not bill this one.
  await new Promise((r) => setTimeout(r, 2_000));
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as {
    success: boolean;
    code: string;
    value: { token?: string; accountId?: number };
  };
}

async function httpFigures(base: string): Promise<HttpFigure[]> {
  const login = await post(base, '/wps/session/login', LOGINS[6]);
  if (!login.success) throw new Error(`login failed: ${login.code}`);
  const auth = { authorization: `Bearer ${login.value.token ?? ''}` };
  const json = { 'content-type': 'application/json' };
  let slots = 0;
  const figures = [
    await load('login', {
      url: base,
      connections: LOGINS.length,
      requests: [
        {
          method: 'POST',
          path: '/wps/session/login',
          setupRequest: (req, context) => {
            if (context.slot === undefined) context.slot = slots++;
            const slot = Number(context.slot) % LOGINS.length;
            return {
              ...req,
              headers: { ...json, 'x-forwarded-for': `10.77.0.${slot + 1}` },
              body: JSON.stringify(LOGINS[slot]),
            };
          },
        },
      ],
    }),
    await load('member info', { url: `${base}/wps/member/info`, headers: auth }),
    await load('balance', { url: `${base}/wps/v2/wallets/balance`, headers: auth }),
  ];
  // Ledger transfers over HTTP: each request a fresh idempotency key, between two funded wallets.
  const a = await post(base, '/wps/dev/ledger/fund', {
    idempotencyKey: 'bench-a',
    memberId: 'bench-a',
    currency: 'PHP',
    amountMinor: 1e10,
  });
  const b = await post(base, '/wps/dev/ledger/fund', {
    idempotencyKey: 'bench-b',
    memberId: 'bench-b',
    currency: 'PHP',
    amountMinor: 1e10,
  });
  let seq = 0;
  const run = Date.now();
  figures.push(
    await load('ledger transfer (HTTP)', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/wps/dev/ledger/transfer',
          headers: json,
          setupRequest: (req) => {
            seq += 1;
            const [from, to] =
              seq % 2 ? [a.value.accountId, b.value.accountId] : [b.value.accountId, a.value.accountId];
            return {
              ...req,
              body: JSON.stringify({
                idempotencyKey: `bench-http:${run}:${seq}`,
                fromAccountId: from,
                toAccountId: to,
                amountMinor: 1,
              }),
            };
          },
        },
      ],
    }),
  );
  return figures;
}

async function benchEngine(
  engine: 'pglite' | 'postgres',
  env: Record<string, string>,
  dbOptions: Parameters<typeof createDb>[0],
): Promise<EngineResult> {
  console.log(`\n[${engine}] starting the server (first start seeds the demo data)...`);
  const server = await startServer(
    {
      NODE_ENV: 'development',
      TRUST_PROXY: '1',
      SEED_ON_START: 'true',
      PUBLISH_ON_START: 'false',
      LOG_LEVEL: 'error',
      ...env,
    },
    300_000,
  );
  let http: HttpFigure[];
  try {
    http = await httpFigures(server.url);
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  // Same database, now opened in-process: PGlite allows one process on its data dir.
  console.log(`[${engine}] ledger service vs bare UPDATE (${TRANSFERS} each)...`);
  const db = await createDb(dbOptions);
  try {
    return { engine, http, ceiling: await measureLedgerCeiling(db, TRANSFERS, 16) };
  } finally {
    await db.destroy();
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function printTable(results: EngineResult[]): void {
  const rows: string[][] = [['engine', 'call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx']];
  for (const r of results) {
    for (const f of r.http)
      rows.push([
        r.engine,
        f.name,
        f.rps.toFixed(0),
        String(f.p50),
        String(f.p99),
        String(f.non2xx + f.errors),
      ]);
    const c = r.ceiling;
    rows.push([r.engine, 'ledger service (in-process)', c.ledgerPerSec.toFixed(0), '', '', '']);
    rows.push([r.engine, 'bare UPDATE (ceiling)', c.updatesPerSec.toFixed(0), '', '', '']);
    rows.push([r.engine, `ratio ledger/UPDATE (goal ≥ 0.5)`, c.ratio.toFixed(2), '', '', '']);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    console.log(
      row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
}

async function main(): Promise<void> {
  const results: EngineResult[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  try {
    results.push(await benchEngine('pglite', { DATA_DIR: dataDir }, { dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (await postgresReachable()) {
    const { url, drop } = await createScratchDatabase(PG_SERVER);
    try {
      results.push(await benchEngine('postgres', { DATABASE_URL: url }, { databaseUrl: url, dataDir }));
    } finally {
      await drop();
    }
  } else {
    console.log('PostgreSQL not reachable on 127.0.0.1:5432: PGlite only');
  }
  printTable(results);
  const outDir = path.join(repoRoot, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    results,
  };
  await writeFile(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(repoRoot, path.join(outDir, 'api.json'))}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
