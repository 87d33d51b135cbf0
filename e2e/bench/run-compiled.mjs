// Runs a TypeScript bench script compiled by esbuild (CommonJS, packages left external) with plain Node.
// Why not tsx: tsx transforms with keepNames, and Lighthouse sends its own functions' source into the page,
// where the `__name` helper tsx adds does not exist ("ReferenceError: __name is not defined").
// Usage: node bench/run-compiled.mjs bench/<script>.ts
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildSync } from 'esbuild';

const entry = process.argv[2];
if (!entry) {
  console.error('Usage: node bench/run-compiled.mjs <script.ts>');
  process.exit(2);
}
// Beside the source (bench/.<name>.compiled.cjs, git-ignored): `__dirname`-relative paths (the repo root) stay right.
const outfile = path.join(path.dirname(entry), `.${path.basename(entry, '.ts')}.compiled.cjs`);
buildSync({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  packages: 'external',
  outfile,
});
const result = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
process.exit(result.status ?? 1);
