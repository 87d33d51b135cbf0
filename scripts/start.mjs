// `pnpm start`: install if needed, rebuild the apps whose sources changed since their last build
// (all of them on a fresh clone), publish what was rebuilt, then run the server. The server itself publishes, on
// first start, every app that has nothing live yet, and prints "Site ready at <url>" only once that is done and the
// site serves (docs/architecture.md "Releases and hosting"); this script then says how long the whole start took.
// Flags: --rebuild (build everything), --no-build (serve what is published).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APPS, buildApps, ensureInstalled } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[start] ${message}`);
const args = new Set(process.argv.slice(2));
const tsx = path.join(root, 'server', 'node_modules', '.bin', 'tsx');

/** Newest mtime of the sources that shape a build (tests excluded: they are not bundled). */
function newestSource(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.test\.[tj]sx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function isStale(app) {
  // build-info.json is written by scripts/build.mjs; a build made by the app's own `build` script
  // (webpack directly) still ends with index.html.
  const marker = ['build-info.json', 'index.html']
    .map((file) => path.join(root, app, 'dist', file))
    .find((file) => existsSync(file));
  if (!marker) return true;
  // A test build (SITE_TEST_HOOKS=1, made by `npm test`) carries test hooks: never serve it.
  const info = path.join(root, app, 'dist', 'build-info.json');
  if (existsSync(info) && JSON.parse(readFileSync(info, 'utf8')).testHooks) return true;
  const inputs = [
    path.join(root, app, 'src'),
    path.join(root, app, 'package.json'),
    path.join(root, app, 'webpack.config.js'),
    path.join(root, app, 'module-federation.config.js'),
    path.join(root, 'shared', 'src'),
    path.join(root, 'shared', 'build'),
    path.join(root, 'pnpm-lock.yaml'),
  ];
  return Math.max(...inputs.map(newestSource)) > statSync(marker).mtimeMs;
}

/** A rebuilt app that already has a live version would otherwise keep serving the old one. */
export function publishRebuilt(apps) {
  for (const app of apps) {
    log(`publishing the new build of ${app}...`);
    const result = spawnSync(
      tsx,
      ['src/modules/releases/release.cli.ts', 'publish', app, '--by', 'pnpm-start'],
      {
        cwd: path.join(root, 'server'),
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) log(`could not publish ${app}; the server keeps its live version`);
  }
}

async function main() {
  const started = Date.now();
  ensureInstalled();
  if (!args.has('--no-build')) {
    const stale = args.has('--rebuild') ? APPS : APPS.filter(isStale);
    if (stale.length === 0) {
      log('every build is up to date with its sources');
    } else {
      log(`building ${stale.join(', ')} (sources newer than the last build)`);
      await buildApps(stale);
      // On a fresh clone nothing is live yet: the server's first-start publish handles it.
      if (existsSync(path.join(root, '.data', 'pglite')) || process.env.DATABASE_URL) publishRebuilt(stale);
    }
  }
  log(`starting the server (${((Date.now() - started) / 1000).toFixed(1)}s so far)...`);
  const server = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(root, 'server'),
    stdio: ['inherit', 'pipe', 'inherit'],
  });
  let printed = '';
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (printed === null) return;
    printed += chunk.toString();
    if (!/Site ready at \S+/.test(printed)) return;
    printed = null;
    log(`the site serves (${((Date.now() - started) / 1000).toFixed(1)}s in all)`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// scripts/cluster.mjs imports the build checks above; only `node scripts/start.mjs` starts a server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(`[start] FAILED: ${err.message}`);
    process.exit(1);
  });
}
