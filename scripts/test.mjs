// The whole test suite: static checks (lint, typecheck, prettier --check), unit + integration (jest,
// every package) and end-to-end (Playwright, real Chromium against the real started site). Installs
// and builds first when needed. Ends with one "N passed, N failed" line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results', 'summary');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// Each step's wall time goes into the summary: the suite has a time budget (README "Tests"), and the CI log
// shows which step to make cheaper.
const suiteStart = Date.now();
const stepTimes = [];
const step = (title) => {
  const now = Date.now();
  if (stepTimes.length) stepTimes.at(-1).seconds = Math.round((now - stepTimes.at(-1).start) / 1000);
  stepTimes.push({ title, start: now, seconds: 0 });
  console.log(`\n=== ${title} ===`);
};
// A value of undefined removes the variable for the child (e.g. DATABASE_URL for the PGlite runs).
const run = (cmd, args, env = {}, cwd = root) => {
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  return spawnSync(cmd, args, { cwd, stdio: 'inherit', env: childEnv }).status ?? 1;
};

const totals = { passed: 0, failed: 0, suitesFailed: [] };

function readJest(file, label) {
  if (!existsSync(file)) {
    totals.failed += 1;
    totals.suitesFailed.push(`${label}: no result file (runner crashed)`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  if (!r.success) totals.suitesFailed.push(label);
}

function readPlaywright(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    totals.suitesFailed.push('e2e: no result file (runner crashed)');
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  if (r.stats.unexpected > 0 || (r.errors ?? []).length > 0) totals.suitesFailed.push('e2e');
  if ((r.errors ?? []).length > 0 && r.stats.unexpected === 0) totals.failed += r.errors.length;
}

if (!existsSync(path.join(root, 'node_modules', '.pnpm'))) {
  step('install');
  if (pnpm(['install', '--frozen-lockfile'], { cwd: root }) !== 0) process.exit(1);
}

// Static checks: each counts as one test in the summary (a failing check is one failure), and
// every check runs even when an earlier one failed so one run shows everything to fix.
const check = (title, cmd, args, fix) => {
  step(title);
  if (run(cmd, args) === 0) {
    totals.passed += 1;
    return;
  }
  totals.failed += 1;
  totals.suitesFailed.push(title);
  console.error(`\n${title} FAILED. ${fix}`);
};
// Caches live in each package's node_modules/.cache: a re-run only re-checks changed files.
check(
  'lint (eslint, every package)',
  process.execPath,
  [
    'scripts/pnpm.mjs',
    '-r',
    '--no-bail',
    'run',
    'lint',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
  ],
  'Fix the errors listed above (file:line rule); `npm run lint` re-runs it.',
);
check(
  'typecheck (tsc, every package)',
  process.execPath,
  [
    'scripts/pnpm.mjs',
    '-r',
    '--no-bail',
    'run',
    'typecheck',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/typecheck.tsbuildinfo',
  ],
  'Fix the type errors listed above; `npm run typecheck` re-runs it.',
);
check(
  'format (prettier --check, files not in .prettierignore)',
  path.join(root, 'node_modules', '.bin', 'prettier'),
  ['--check', '--log-level', 'warn', '.'],
  'The files listed above are not formatted: run `node_modules/.bin/prettier --write <file>` on them ' +
    '(only those files; the legacy list in .prettierignore is formatted file by file, not in bulk).',
);

check(
  'i18n coverage (every namespace of every app; each language of the picker at least 98 %)',
  process.execPath,
  ['shared/scripts/i18n-coverage.mjs', '--check'],
  'List the missing keys with `node shared/scripts/i18n-missing.mjs`, translate them and merge them with ' +
    '`node shared/scripts/i18n-apply.mjs i18n-batches/*.json` (docs/i18n.md).',
);

step('build (shell and remotes, needed by the end-to-end tests)');
// The test variant: test-only hooks such as `?__throw=` compiled in (the e2e tests use them).
// `npm start` rebuilds these for production (it treats a build-info.json with testHooks as stale).
// The build's own type check of shared is skipped: the typecheck step above checked every package.
if (run('node', ['scripts/build.mjs'], { SITE_TEST_HOOKS: '1', SITE_SKIP_SHARED_TYPECHECK: '1' }) !== 0) {
  console.error('build failed');
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
}

const jestBin = path.join(root, 'node_modules', '.bin', 'jest');
const pgUrl = process.env.DATABASE_URL;

/**
 * With a PostgreSQL to run the whole server suite on (the engine production runs), the embedded PGlite run keeps the
 * server tests of the code that differs per engine — the data layer and migrations, the ledger and wallets, the
 * seamless callback's database function, the lottery's order function, releases and chat (notifications), jobs — and
 * every test file whose code (not a comment) names PGlite; the rest of the embedded engine is exercised by the
 * end-to-end step, whose site runs on it (withdrawals, transfers, points, referral, rebate, missions, VIP included).
 * A comment saying a test "runs on PGlite, and on PostgreSQL in CI" was written when every server test ran on both
 * and does not make its code engine-specific. Without PostgreSQL the whole server suite runs on PGlite. (Both runs of
 * the whole suite cost ~6 min of a 45 min suite; README "Tests".)
 */
const withoutComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function pgliteServerSubset() {
  const testDir = path.join(root, 'server', 'test');
  const dirs = ['db', 'wallet', 'lottery', 'releases', 'jobs', 'chat'].map(
    (dir) => path.join(testDir, dir) + path.sep,
  );
  const files = readdirSync(testDir, { recursive: true })
    .map((file) => path.join(testDir, String(file)))
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.pg.test.ts'))
    .filter(
      (file) =>
        dirs.some((dir) => file.startsWith(dir)) ||
        /pglite|seamless/i.test(file) ||
        /PGlite/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
  return files;
}
function jestFilesOnPglite() {
  const listed = spawnSync(jestBin, ['--listTests'], { cwd: root, encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  const serverDir = path.join(root, 'server') + path.sep;
  const subset = new Set(pgliteServerSubset());
  return listed.filter((file) => !file.startsWith(serverDir) || subset.has(file));
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

step(
  pgUrl
    ? 'unit and integration tests (jest; the server tests of engine-specific code on embedded PGlite)'
    : 'unit and integration tests (jest; server on embedded PGlite)',
);
{
  const out = path.join(resultsDir, 'jest-pglite.json');
  // Every package's tests, and of the server's the engine-specific subset, named one by one (jest runs what matches
  // any pattern, matching each against the absolute and the project-relative path: a "not under server/" pattern
  // would match every server test by its relative path).
  const patterns = pgUrl ? jestFilesOnPglite().map((file) => `^${escapeRegExp(file)}$`) : [];
  run(jestBin, ['--ci', '-w', '2', '--json', `--outputFile=${out}`, ...patterns], {
    DATABASE_URL: undefined,
  });
  readJest(out, 'jest (PGlite)');
}

// PostgreSQL: the server suite again, then the PostgreSQL-only tests (the bank checker with two server
// processes). Without a database these are counted as FAILED, never skipped: races only show there.
if (pgUrl) {
  step(`server integration tests again on PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`);
  const out = path.join(resultsDir, 'jest-postgres.json');
  run(jestBin, ['--ci', '-w', '2', '--selectProjects', 'server', '--json', `--outputFile=${out}`], {
    DATABASE_URL: pgUrl,
  });
  readJest(out, 'jest (PostgreSQL)');
}
step('PostgreSQL-only tests (bank checker: money paths under storms on two server processes)');
{
  const out = path.join(resultsDir, 'jest-postgres-only.json');
  if (!pgUrl)
    console.error(
      'DATABASE_URL is not set: the PostgreSQL-only tests fail (they never skip). See README "Running on PostgreSQL".',
    );
  run(jestBin, ['--ci', '-w', '1', '-c', 'server/jest.pg.config.cjs', '--json', `--outputFile=${out}`], {
    DATABASE_URL: pgUrl,
  });
  readJest(out, 'jest (PostgreSQL-only)');
}

step('end-to-end tests (Playwright, real Chromium, real server)');
{
  const out = path.join(resultsDir, 'playwright.json');
  const e2eDir = path.join(root, 'e2e');
  run(
    path.join(e2eDir, 'node_modules', '.bin', 'playwright'),
    ['test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, DATABASE_URL: undefined },
    e2eDir,
  );
  readPlaywright(out);
}

step('summary');
for (const { title, seconds } of stepTimes.slice(0, -1))
  console.log(`${String(seconds).padStart(5)} s  ${title}`);
console.log(`${String(Math.round((Date.now() - suiteStart) / 1000)).padStart(5)} s  in all`);
if (totals.suitesFailed.length) console.log(`failing: ${totals.suitesFailed.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.suitesFailed.length === 0 && totals.passed > 0 ? 0 : 1);
