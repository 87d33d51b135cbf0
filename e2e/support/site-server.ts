import { spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
// Every app of the one registry (shared/src/platform/apps.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const APPS: readonly string[] = require('../../shared/src/platform/apps.cjs').APP_NAMES;
const HEALTH_TIMEOUT_MS = 180_000;

export interface SiteServer {
  url: string;
  port: number;
  dataDir: string;
  releasesDir: string;
  adminToken: string;
  logFile: string;
  stop: () => Promise<void>;
}

/** Fails fast with the command to run: the harness tests builds, it never builds them itself. */
export function assertAppsBuilt(): void {
  const missing = APPS.filter((app) => !existsSync(path.join(REPO_ROOT, app, 'dist', 'index.html')));
  if (missing.length > 0) {
    throw new Error(
      `Not built: ${missing.join(', ')}. Run \`node scripts/build.mjs\` (or \`npm run build\`) first.`,
    );
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<'up' | 'exited'> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return 'exited';
    try {
      const response = await fetch(`${url}/wps/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return 'up';
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not answer /wps/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function spawnServer(env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const tsxCli = require.resolve('tsx/cli');
  // Own process group, so stop() also ends tsx's child node process.
  const child = spawn(process.execPath, [tsxCli, 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

function scriptsOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? scriptsOf(file) : /\.m?js$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Waits until every script of the versions on the server's disk has its brotli sibling (the server compresses a
 * version in the background after copying it; server/src/modules/releases/release-copy.ts). Until then browsers get
 * plain bytes: a test measuring home's transferred JavaScript must not depend on whether it ran first.
 */
async function waitForCompression(releasesDir: string, deadline: number): Promise<void> {
  for (;;) {
    const pending = scriptsOf(releasesDir).filter(
      (file) => statSync(file).size >= 1024 && !existsSync(`${file}.br`),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`the server did not compress ${pending.length} scripts in time, e.g. ${pending[0]}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The scheduled jobs that move members' money. A server runs every job once as it starts (catching up after a
 * restart): on a fresh site that settles the seed's bets — agents' realtime salaries, say — in the first minute, while
 * the first test reads a balance. Asking each to run now succeeds only once its start-up run has released the job's
 * lease (server/src/jobs/scheduler.ts), so the tests begin on settled money.
 */
const MONEY_JOBS = [
  'agent.salary.realtime_salary',
  'agent.salary.hourly_salary',
  'agent.salary.daily_salary',
  'agent.dividend',
  'referral.commission',
  'points.accrue',
  'promotions.bonus-settle',
  'lottery.settle',
];

async function waitForStartupJobs(url: string, deadline: number): Promise<void> {
  for (const job of MONEY_JOBS) {
    for (;;) {
      const response = await fetch(`${url}/wps/dev/jobs/${job}/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`job ${job}: ${response.status} ${await response.text()}`);
      const { value } = (await response.json()) as { value: { ran: boolean } };
      if (value.ran) break;
      if (Date.now() > deadline) throw new Error(`job ${job} still running its start-up run`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Starts the REAL server (tsx server/src/main.ts) on `port` with a fresh DATA_DIR and
 * RELEASES_DIR, so its first start publishes the current builds. Waits for /wps/health.
 */
export async function startSiteServer(port: number): Promise<SiteServer> {
  assertAppsBuilt();
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const releasesDir = path.join(workDir, 'releases');
  const logFile = path.join(workDir, 'server.log');
  const adminToken = 'e2e-admin-token-0123456789';
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RELEASES_DIR: releasesDir,
    ADMIN_TOKEN: adminToken,
    NODE_ENV: 'test',
    // The site runs its scheduled jobs as `npm start` does (draws and settlements of lottery issues, expiries,
    // salaries): a bet placed in a test is drawn and paid by the real jobs, not by a test hook.
    JOBS_ENABLED: 'true',
    // Tests stand for an appending proxy: pages set X-Forwarded-For to play visitors from different addresses.
    TRUST_PROXY: '1',
    PUBLISH_ON_START: 'true',
    LOG_LEVEL: process.env.SITE_LOG_LEVEL ?? 'warn',
  };
  // The e2e site always runs on its own embedded database in DATA_DIR (an empty value is invalid).
  delete env.DATABASE_URL;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let child = spawnServer(env, logFile);
  // A loaded machine can push the first-start publish past Fastify's plugin timeout; what was
  // published stays published, so one more start finishes the job.
  if ((await waitForHealth(url, child, deadline)) === 'exited') {
    child = spawnServer(env, logFile);
    if ((await waitForHealth(url, child, deadline)) === 'exited') {
      throw new Error(`server exited during start-up. Log tail:\n${tail(logFile)}`);
    }
  }
  const running = child;
  // The first start publishes the builds in the background and every request waits for it: ask once here, so the
  // first page a test or a benchmark opens is not the one that waits (it measured a 6.6 s document in Lighthouse,
  // up to 14.6 s on a loaded machine).
  await fetch(`${url}/releases/manifest.json`, {
    signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 30_000)),
  });
  // That copied every live version into the releases folder, which the server then compresses in the background.
  await waitForCompression(releasesDir, Math.max(deadline, Date.now() + 60_000));
  await waitForStartupJobs(url, Math.max(deadline, Date.now() + 60_000));
  return {
    url,
    port,
    dataDir,
    releasesDir,
    adminToken,
    logFile,
    stop: async () => {
      await stopProcess(running);
      if (!process.env.SITE_KEEP_TMP) rmSync(workDir, { recursive: true, force: true });
    },
  };
}
