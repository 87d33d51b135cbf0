// Build-time benchmark (issue "fast on a phone", builds): one remote and all six apps, each cold (webpack's
// persistent cache removed) and warm (cache kept, nothing changed), through the same scripts/build.mjs that
// `npm start` uses. Prints the figures and writes bench-results/build.json. Run it on a quiet machine: nothing
// else building or testing beside it, or the times say more about the neighbours than about the build.
// Usage: node scripts/bench-build.mjs [remote]   (default remote: mfe-lottery)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remote = process.argv[2] ?? 'mfe-lottery';

function clearCaches(apps) {
  for (const app of apps)
    rmSync(path.join(root, app, 'node_modules', '.cache', 'webpack'), { recursive: true, force: true });
  // The incremental type check of `shared` is a cache too: cold means without it.
  rmSync(path.join(root, 'shared', 'node_modules', '.cache', 'build-typecheck.tsbuildinfo'), { force: true });
}

function timeBuild(apps) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...apps], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${apps.join(', ')} failed`);
  return Number((process.hrtime.bigint() - started) / 1_000_000n) / 1000;
}

const figures = {};
for (const [label, apps] of [
  [`one remote (${remote})`, [remote]],
  ['all apps', APPS],
]) {
  clearCaches(apps);
  const cold = timeBuild(apps);
  const warm = timeBuild(apps);
  figures[label] = { coldSeconds: cold, warmSeconds: warm };
}

const report = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  note: 'wall time of `node scripts/build.mjs <apps>` (includes the shared type-check); cold = no webpack cache',
  goals: { oneRemoteSeconds: 15, allAppsSeconds: 60 },
  figures,
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'build.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\n=== build benchmark ===');
for (const [label, f] of Object.entries(figures))
  console.log(`${label}: cold ${f.coldSeconds.toFixed(1)} s, warm ${f.warmSeconds.toFixed(1)} s`);
console.log('written to bench-results/build.json');
