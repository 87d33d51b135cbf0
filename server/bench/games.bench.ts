/**
 * bench:games — game-list and search API on PostgreSQL (and PGlite for comparison): requests per
 * second and p99 with autocannon for page 1 and page 40 of RNG and for name searches. Goal:
 * p99 ≤ 20 ms on PostgreSQL. Writes bench-results/games.json at the repo root.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedGames } from '../src/db/seed/games';
import { listGames } from '../src/modules/games/games.service';
import { createScratchDatabase } from '../test/helpers/test-app';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;
const QUERIES: [string, string][] = [
  ['rng page 1', '/wps/games/list?gameType=RNG&pageSize=42&pageNo=1'],
  ['rng page 40', '/wps/games/list?gameType=RNG&pageSize=42&pageNo=40'],
  [
    'rng vendor+classify page 1',
    '/wps/games/list?gameType=RNG&vassalage=PP&gameClassify=JACKPOT&pageSize=42&pageNo=1',
  ],
  ['search rng page 1', '/wps/games/list?gameType=RNG&gameName=lucky&pageSize=42&pageNo=1'],
  ['search all page 1 (home, 28)', '/wps/games/list?gameName=spins&pageSize=28&pageNo=1'],
];

interface ServiceFigure {
  engine: string;
  name: string;
  iterations: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(2));
}

/**
 * The same queries through the service, one at a time: the database + mapping cost without HTTP
 * and without queueing behind other requests (the figure the p99 goal is really about).
 */
async function serviceFigures(engine: string, db: Parameters<typeof listGames>[0]): Promise<ServiceFigure[]> {
  const out: ServiceFigure[] = [];
  for (const [name, url] of QUERIES) {
    const q = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const params = {
      gameType: q.gameType ?? '',
      vassalage: q.vassalage ?? '',
      gameClassify: q.gameClassify ?? '',
      gameName: q.gameName ?? '',
      pageSize: Number(q.pageSize),
      pageNo: Number(q.pageNo),
    };
    const times: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const t0 = performance.now();
      await listGames(db, params);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({
      engine,
      name,
      iterations: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    });
  }
  return out;
}

interface Figure {
  engine: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const serviceResults: ServiceFigure[] = [];

async function run(engine: string, env: Record<string, string>): Promise<Figure[]> {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_ON_START: 'false',
      PUBLISH_ON_START: 'false',
      ...env,
    }),
  );
  try {
    await seedGames(app.db);
    serviceResults.push(...(await serviceFigures(engine, app.db)));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const figures: Figure[] = [];
    for (const [name, url] of QUERIES) {
      await autocannon({ url: `${base}${url}`, connections: 2, duration: 1 }); // warm-up
      const r = await autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: DURATION_S });
      figures.push({
        engine,
        name,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

async function main() {
  const figures: Figure[] = [];
  const scratch = await createScratchDatabase(PG_URL).catch(() => null);
  if (scratch) {
    try {
      figures.push(...(await run('postgresql', { DATABASE_URL: scratch.url })));
    } finally {
      await scratch.drop();
    }
  } else {
    console.warn('PostgreSQL not reachable: PGlite figures only');
  }
  figures.push(...(await run('pglite', { DB_IN_MEMORY: 'true' })));
  console.table(figures);
  console.table(serviceResults);
  const pgP99 = serviceResults
    .filter((f) => f.engine === 'postgresql' && f.name.startsWith('rng page'))
    .map((f) => f.p99);
  const result = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    loadAverage: (await import('node:os')).loadavg(),
    goal: 'p99 <= 20 ms on PostgreSQL for page 1 and page 40 of RNG (service figure: one request at a time)',
    goalMet: pgP99.length > 0 && pgP99.every((p) => p <= 20),
    http: figures,
    service: serviceResults,
  };
  const out = path.resolve(__dirname, '..', '..', 'bench-results', 'games.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written ${out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
