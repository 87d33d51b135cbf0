/**
 * bench:release — the release service on the deployment shape: two server processes on one PostgreSQL, each with its
 * own local cache (docs/adr/010-release-service.md).
 *  1. upload + promote of the real mfe-lobby build over HTTP on localhost (goal ≤ 5 s), until both processes serve it;
 *  2. pointer moves (promote / rollback over HTTP, alternating processes) until BOTH serve the new version: p50, p99
 *     (goal ≤ 1 s at p99).
 * PostgreSQL from DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a scratch database is made and
 * dropped). Writes bench-results/release.json at the repo root.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { httpTransport } from '../src/modules/releases/release-client';
import { createScratchDatabase } from '../test/helpers/test-app';
import { startServer, type ServerProcess } from '../test/helpers/server-process';

const repoRoot = path.resolve(__dirname, '..', '..');
const ADMIN_TOKEN = 'bench-release-admin-token-0123456789';
const MOVES = 40;
const GOALS = { uploadPromoteMs: 5000, pointerMoveP99Ms: 1000 };

async function lobbyOf(url: string): Promise<string | undefined> {
  const body = (await (await fetch(`${url}/releases/manifest.json`)).json()) as {
    remotes: Record<string, { version: string }>;
  };
  return body.remotes.mfe_lobby?.version;
}

async function untilBothServe(urls: string[], version: string, started: number): Promise<number> {
  for (;;) {
    const served = await Promise.all(urls.map(lobbyOf));
    if (served.every((v) => v === version)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`still ${served.join(', ')} after 30 s`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Every JS file of at least 1 KB has its .br sibling (release-copy.ts precompress). */
async function compressedIn(dir: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const names = (await fs.readdir(dir, { recursive: true })).map(String);
    const missing = [];
    for (const n of names.filter((x) => x.endsWith('.js'))) {
      const size = (await fs.stat(path.join(dir, n))).size;
      if (size >= 1024 && !names.includes(`${n}.br`)) missing.push(n);
    }
    if (missing.length === 0 || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  // BENCH_LOBBY_DIST: another checkout's build, when this one has none.
  const lobbyDist = process.env.BENCH_LOBBY_DIST ?? path.join(repoRoot, 'mfe-lobby', 'dist');
  if (!(await fs.stat(path.join(lobbyDist, 'remoteEntry.js')).catch(() => null)))
    throw new Error('Build mfe-lobby first: node scripts/build.mjs mfe-lobby');
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-release-'));
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  const servers: ServerProcess[] = [];
  try {
    await migrateToLatest(db);
    for (const name of ['a', 'b']) {
      servers.push(
        await startServer({
          DATABASE_URL: scratch.url,
          ADMIN_TOKEN,
          RELEASES_DIR: path.join(base, name),
          PUBLISH_ON_START: 'false',
          JOBS_ENABLED: 'false',
        }),
      );
    }
    const urls = servers.map((s) => s.url);
    const [a, b] = urls.map((u) => httpTransport(u, ADMIN_TOKEN, 'bench'));
    // A second version: the same build with one changed file (a real CI publishes mostly unchanged chunks too).
    const v2Dir = path.join(base, 'lobby-v2');
    await fs.cp(lobbyDist, v2Dir, { recursive: true });
    await fs.appendFile(path.join(v2Dir, 'remoteEntry.js'), '\n/* bench v2 */\n');

    let started = performance.now();
    await a!.publish({ app: 'mfe-lobby', sourceDir: lobbyDist, version: 'v1', promote: true, force: false });
    const uploadAnswerMs = performance.now() - started;
    const uploadPromoteMs = await untilBothServe(urls, 'v1', started);
    started = performance.now();
    await a!.publish({ app: 'mfe-lobby', sourceDir: v2Dir, version: 'v2', promote: true, force: false });
    const secondUploadMs = await untilBothServe(urls, 'v2', started);
    console.log(
      `upload + promote of mfe-lobby: answered in ${uploadAnswerMs.toFixed(0)} ms, both processes serve it after ${uploadPromoteMs.toFixed(0)} ms (a second version sharing all but one file: ${secondUploadMs.toFixed(0)} ms)`,
    );

    // Steady state for the moves: each process compresses a new version's files in the background (.br/.gz), which on
    // a 2-core box competes with everything else for a few seconds; the moves are measured once that is done.
    for (const name of ['a', 'b'])
      for (const v of ['v1', 'v2']) await compressedIn(path.join(base, name, 'mfe-lobby', v));
    const moves: number[] = [];
    for (let i = 0; i < MOVES; i += 1) {
      const via = i % 2 === 0 ? b! : a!;
      const target = i % 2 === 0 ? 'v1' : 'v2';
      started = performance.now();
      if (target === 'v1') await via.rollback('mfe-lobby', 'v1', false);
      else await via.promote('mfe-lobby', 'v2', false);
      moves.push(await untilBothServe(urls, target, started));
    }
    const sorted = [...moves].sort((x, y) => x - y);
    const result = {
      benchmark: 'release',
      goals: GOALS,
      uploadPromote: {
        answeredMs: Math.round(uploadAnswerMs),
        bothServeMs: Math.round(uploadPromoteMs),
        secondVersionMs: Math.round(secondUploadMs),
      },
      pointerMove: {
        runs: MOVES,
        p50Ms: Math.round(pct(sorted, 50)),
        p99Ms: Math.round(pct(sorted, 99)),
        maxMs: Math.round(sorted.at(-1) ?? 0),
      },
      meetsGoals: uploadPromoteMs <= GOALS.uploadPromoteMs && pct(sorted, 99) <= GOALS.pointerMoveP99Ms,
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage1m: Number(os.loadavg()[0]?.toFixed(2)),
      },
      at: new Date().toISOString(),
    };
    console.log(
      `pointer move until both processes serve it: p50 ${result.pointerMove.p50Ms} ms, p99 ${result.pointerMove.p99Ms} ms (goal ≤ ${GOALS.pointerMoveP99Ms} ms) ${result.meetsGoals ? 'OK' : 'MISSED'}`,
    );
    const outDir = path.join(repoRoot, 'bench-results');
    await fs.mkdir(outDir, { recursive: true });
    await fs.writeFile(path.join(outDir, 'release.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log('written to bench-results/release.json');
  } finally {
    servers.forEach((s) => s.proc.kill('SIGTERM'));
    await Promise.all(servers.map((s) => s.exited));
    await db.destroy();
    await scratch.drop();
    await fs.rm(base, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
