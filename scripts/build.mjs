// Builds every app for production: installs when node_modules is missing, type-checks `shared` (incrementally,
// beside the builds) and builds the shell and the five remotes two at a time (2-core machines), printing progress.
// Each build gets dist/build-info.json (commit + resolved singleton versions) for the registry.
// Usage: node scripts/build.mjs [app ...]   (default: all apps)
// SITE_TEST_HOOKS=1 builds the test variant (the e2e build: `npm test` sets it) with test-only hooks
// such as the shell's `?__throw=`; a build without it is checked to contain none of them, and
// `npm start` rebuilds an app whose last build was a test build (build-info.json `testHooks`).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The apps and singletons come from the one registry (shared/src/platform/apps.cjs).
const registry = createRequire(import.meta.url)('../shared/src/platform/apps.cjs');
export const APPS = [...registry.APP_NAMES];
const SINGLETONS = registry.SINGLETONS;
const CONCURRENCY = 2;
export const TEST_HOOKS = process.env.SITE_TEST_HOOKS === '1';
/** Strings only test hooks put in a bundle; a production build containing one fails. */
const TEST_HOOK_MARKERS = ['__throw'];

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const log = (message) => console.log(`[build] ${message}`);

export function ensureInstalled() {
  if (existsSync(path.join(root, 'node_modules'))) return;
  log('node_modules missing: installing dependencies (pnpm install --frozen-lockfile)...');
  const status = pnpm(['install', '--frozen-lockfile'], { cwd: root });
  if (status !== 0) throw new Error('pnpm install failed');
}

/**
 * Runs one package script quietly; prints its output only when it fails, a heartbeat meanwhile.
 * The script's command runs as `pnpm run` would (a shell, the package's and the root's node_modules/.bin first on
 * PATH) but without launching pnpm through npx: that launch costs ~2.8 s, 2.4 s of it CPU, per script, which on a
 * 2-core machine came straight off the builds (seven launches for all apps; docs/performance.md "Builds").
 */
function runScript(pkgDir, script, label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    log(`${label}: started`);
    const cwd = path.join(root, pkgDir);
    const command = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')).scripts?.[script];
    if (!command) return reject(new Error(`${label}: ${pkgDir}/package.json has no "${script}" script`));
    const bins = [path.join(cwd, 'node_modules', '.bin'), path.join(root, 'node_modules', '.bin')];
    const child = spawn('sh', ['-c', command], {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PATH: [...bins, process.env.PATH].join(path.delimiter),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const heartbeat = setInterval(
      () => log(`${label}: still running (${seconds(Date.now() - started)})`),
      15_000,
    );
    child.on('close', (code) => {
      clearInterval(heartbeat);
      if (code === 0) {
        log(`${label}: done in ${seconds(Date.now() - started)}`);
        resolve();
      } else {
        console.error(output.split('\n').slice(-60).join('\n'));
        reject(new Error(`${label} failed (exit ${code}) after ${seconds(Date.now() - started)}`));
      }
    });
  });
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root }).toString().trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root })
        .toString()
        .trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

let contract;
function sharedContract() {
  contract ??= createRequire(import.meta.url)('../shared/build/contract-hash.js').cachedSharedContractHash();
  return contract;
}

/** The singleton versions this app's build actually bundled (what its node_modules resolves). */
function resolvedSingletons(app) {
  const shared = {};
  for (const name of SINGLETONS) {
    const file = path.join(root, app, 'node_modules', name, 'package.json');
    if (existsSync(file)) shared[name] = JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return shared;
}

function writeBuildInfo(app) {
  const info = {
    app,
    ...gitCommit(),
    builtAt: new Date().toISOString(),
    testHooks: TEST_HOOKS,
    shared: resolvedSingletons(app),
    // The @site/shared surface this build was made against: the registry refuses a remote whose contract the live
    // shell does not provide (docs/adr/010-release-service.md "Shared contract").
    contract: sharedContract(),
  };
  writeFileSync(path.join(root, app, 'dist', 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
}

/** Throws when a production build still carries a test hook (the DefinePlugin gate was bypassed). */
export function assertNoTestHooks(app) {
  const dist = path.join(root, app, 'dist');
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const code = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    const marker = TEST_HOOK_MARKERS.find((m) => code.includes(m));
    if (marker) {
      throw new Error(
        `${app}: production bundle ${path.relative(root, path.join(entry.parentPath, entry.name))} contains the ` +
          `test hook "${marker}". Gate it with \`process.env.SITE_TEST_HOOKS === '1'\` inline (docs/architecture.md).`,
      );
    }
  }
}

export async function buildApps(apps) {
  const started = Date.now();
  ensureInstalled();
  if (TEST_HOOKS)
    log('SITE_TEST_HOOKS=1: building the TEST variant (test hooks compiled in; not for production)');
  const failures = [];
  // The type check of `shared` guards every build but feeds none: it runs beside the webpack builds instead of
  // before them, which took its 8-9 s off the build of one remote (docs/performance.md "Builds").
  // The test suite sets SITE_SKIP_SHARED_TYPECHECK=1: its typecheck step has just checked every package.
  const typeCheck =
    process.env.SITE_SKIP_SHARED_TYPECHECK === '1'
      ? Promise.resolve()
      : runScript('shared', 'build', 'shared (type-check)').catch((err) => {
          failures.push(err.message);
        });
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      try {
        await runScript(app, 'build', app);
        if (!TEST_HOOKS) assertNoTestHooks(app);
        writeBuildInfo(app);
      } catch (err) {
        failures.push(err.message);
      }
    }
  };
  await Promise.all([typeCheck, ...Array.from({ length: Math.min(CONCURRENCY, apps.length) }, worker)]);
  if (failures.length > 0) throw new Error(failures.join('\n'));
  log(`built ${apps.join(', ')} in ${seconds(Date.now() - started)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((a) => !APPS.includes(a));
  if (unknown.length > 0) {
    console.error(`[build] unknown app(s): ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
    process.exit(1);
  }
  buildApps(requested.length > 0 ? requested : APPS).catch((err) => {
    console.error(`[build] FAILED\n${err.message}`);
    process.exit(1);
  });
}
