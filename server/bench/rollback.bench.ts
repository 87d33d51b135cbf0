/**
 * bench:rollback — wall time from running `release rollback mfe-lobby --server <url>` (a real CLI process, as
 * ops would) until the running server's GET /releases/manifest.json serves the old version.
 * Goal: under 2 s. Writes bench-results/rollback.json at the repo root. (bench:release measures the pointer move
 * across two processes on PostgreSQL.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { httpTransport } from '../src/modules/releases/release-client';

const serverDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(serverDir, '..');
// Same command as `pnpm release` runs (pnpm's own start-up, ~1 s through npx, is not counted).
// tsx's CommonJS hook only: the ESM loader's worker thread costs about a second of start-up.
const nodeTsx = ['--import', 'tsx'];
const cliTsx = nodeTsx;
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const RUNS = 5;
const GOAL_MS = 2000;

async function fakeRemoteBuild(dir: string, marker: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  await fs.writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'mfe_lobby', shared: [], exposes: [] }),
  );
}

/** The real mfe-lobby build when there is one (realistic copy sizes), else a tiny stand-in. */
async function prepareBuilds(base: string): Promise<[string, string]> {
  const real = path.join(repoRoot, 'mfe-lobby', 'dist');
  const builds: [string, string] = [path.join(base, 'build-1'), path.join(base, 'build-2')];
  for (const [i, dir] of builds.entries()) {
    if (await fs.stat(path.join(real, 'remoteEntry.js')).catch(() => null)) {
      await fs.cp(real, dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'bench-marker.txt'), `build ${i + 1}`);
    } else {
      await fakeRemoteBuild(dir, `build ${i + 1}`);
    }
  }
  return builds;
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [...nodeTsx, 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Site ready at (\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
}

async function liveLobby(url: string): Promise<string | undefined> {
  const res = await fetch(`${url}/releases/manifest.json`);
  const body = (await res.json()) as { remotes: Record<string, { version: string }> };
  return body.remotes.mfe_lobby?.version;
}

async function timeOneRollback(url: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const cli = spawn(
    'node',
    [
      ...cliTsx,
      'src/modules/releases/release.cli.ts',
      'rollback',
      'mfe-lobby',
      '--by',
      'bench',
      '--server',
      url,
    ],
    {
      cwd: serverDir,
      env,
      stdio: 'ignore',
    },
  );
  const cliDone = new Promise<number>((resolve) =>
    cli.on('exit', () => resolve(performance.now() - started)),
  );
  while ((await liveLobby(url)) !== 'v1') await new Promise((r) => setTimeout(r, 5));
  const servedMs = performance.now() - started;
  return { servedMs, cliExitMs: await cliDone };
}

async function main() {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-rollback-'));
  const releasesDir = path.join(base, 'releases');
  const [build1, build2] = await prepareBuilds(base);
  const env = {
    ...process.env,
    RELEASES_DIR: releasesDir,
    DATA_DIR: path.join(base, 'data'),
    DB_IN_MEMORY: 'true',
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    PUBLISH_ON_START: 'false',
    NODE_ENV: 'production',
    ADMIN_TOKEN,
    RELEASE_TOKEN: ADMIN_TOKEN,
  };
  const { child, url } = await startServer(env);
  const ops = httpTransport(url, ADMIN_TOKEN, 'bench');
  await ops.publish({ app: 'mfe-lobby', version: 'v1', sourceDir: build1, promote: true, force: false });
  await ops.publish({ app: 'mfe-lobby', version: 'v2', sourceDir: build2, promote: true, force: false });
  const runs: Array<{ servedMs: number; cliExitMs: number }> = [];
  const inProcess: number[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      if ((await liveLobby(url)) !== 'v2') await ops.promote('mfe-lobby', 'v2', false);
      runs.push(await timeOneRollback(url, env));
      console.log(`run ${i + 1}: manifest served v1 after ${runs[i]?.servedMs.toFixed(0)} ms`);
    }
    // The registry's own share: the same rollback over HTTP (no CLI start-up), until served.
    for (let i = 0; i < RUNS; i += 1) {
      await ops.promote('mfe-lobby', 'v2', false);
      const started = performance.now();
      await ops.rollback('mfe-lobby', undefined, false);
      while ((await liveLobby(url)) !== 'v1') await new Promise((r) => setTimeout(r, 5));
      inProcess.push(performance.now() - started);
    }
  } finally {
    child.kill('SIGTERM');
    await fs.rm(base, { recursive: true, force: true });
  }
  const served = runs.map((r) => r.servedMs).sort((a, b) => a - b);
  const result = {
    benchmark: 'rollback',
    goalMs: GOAL_MS,
    runs: runs.map((r) => ({ servedMs: Math.round(r.servedMs), cliExitMs: Math.round(r.cliExitMs) })),
    medianMs: Math.round(served[Math.floor(served.length / 2)] ?? 0),
    maxMs: Math.round(served[served.length - 1] ?? 0),
    inProcessRollbackServedMs: inProcess.map((ms) => Math.round(ms)),
    meetsGoal: (served[served.length - 1] ?? Infinity) < GOAL_MS,
    // Most of the time is the CLI process starting (node + tsx); a loaded machine shows it.
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverage1m: Number(os.loadavg()[0]?.toFixed(2)),
    },
    at: new Date().toISOString(),
  };
  const outDir = path.join(repoRoot, 'bench-results');
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(path.join(outDir, 'rollback.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `rollback → manifest serves the old version: median ${result.medianMs} ms, max ${result.maxMs} ms (goal < ${GOAL_MS} ms) ${result.meetsGoal ? 'OK' : 'MISSED'}`,
  );
  console.log(
    `same rollback without the CLI process start-up: ${result.inProcessRollbackServedMs.join(', ')} ms`,
  );
  console.log(`written to ${path.relative(process.cwd(), path.join(outDir, 'rollback.json'))}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
