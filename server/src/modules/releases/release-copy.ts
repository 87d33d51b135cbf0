import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
const MIN_COMPRESS_BYTES = 1024;

/** Every regular file under `dir`, as paths relative to it (sorted, `/`-separated). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Copies a build into a staging folder and adds `.gz`/`.br` siblings for text assets, so the
 * server serves compressed bytes without compressing per request (versions never change, so
 * compressing once at publish is the cheapest place). Files end read-only: a published version
 * is immutable and a stray editor save should fail loudly.
 */
export async function copyBuild(sourceDir: string, targetDir: string): Promise<number> {
  const files = await listFiles(sourceDir);
  for (const file of files) {
    const from = path.join(sourceDir, file);
    const to = path.join(targetDir, file);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(from, to, fs.constants.COPYFILE_EXCL);
  }
  // zlib runs on libuv's threads: one file per core keeps every core busy without queueing the whole build.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await precompress(path.join(targetDir, file), files);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  for (const file of await listFiles(targetDir)) {
    await fs.chmod(path.join(targetDir, file), 0o444);
  }
  return files.length;
}

async function precompress(file: string, existing: string[]): Promise<void> {
  if (!COMPRESSIBLE.has(path.extname(file))) return;
  const data = await fs.readFile(file);
  if (data.length < MIN_COMPRESS_BYTES) return;
  const base = path.basename(file);
  // A build that already ships precompressed files keeps its own.
  if (!existing.some((f) => f.endsWith(`${base}.gz`))) {
    await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }), { flag: 'wx' });
  }
  if (!existing.some((f) => f.endsWith(`${base}.br`))) {
    // The best quality: paid once per release, saved on every download (home's scripts 8 KB fewer than at 9-10;
    // publishing all six apps costs ~8 s more of CPU, docs/performance.md "What home loads").
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    await fs.writeFile(`${file}.br`, await brotli(data, { params }), { flag: 'wx' });
  }
}
