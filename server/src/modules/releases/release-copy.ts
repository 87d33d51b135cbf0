import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from './release-files';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a version's files into a folder of the local cache, read-only: a cached version is immutable and a stray
 * editor save should fail loudly. Compression is separate (precompressVersion): a pointer move must not wait for it.
 */
export async function writeVersionFiles(
  targetDir: string,
  files: ReadonlyArray<{ path: string; data: Buffer }>,
): Promise<void> {
  for (const file of files) {
    const to = path.join(targetDir, file.path);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.writeFile(to, file.data, { flag: 'wx', mode: 0o444 });
  }
}

/**
 * Adds `.gz`/`.br` siblings for the text assets of a cached version, so the server serves compressed bytes without
 * compressing per request (versions never change: once per server is enough). Each sibling appears by rename, so
 * @fastify/static serves either the plain file or a whole compressed one, never a half-written one. Runs after the
 * version is served: until then browsers get the plain bytes.
 */
export async function precompressVersion(targetDir: string): Promise<void> {
  const names = await listFiles(targetDir);
  // zlib runs on libuv's threads: one file per core keeps every core busy without queueing the whole build.
  const queue = [...names];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await precompress(path.join(targetDir, file), names, targetDir);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
}

let tempCount = 0;

async function writeOnce(file: string, data: Buffer, versionDir: string): Promise<void> {
  if (
    await fs.access(file).then(
      () => true,
      () => false,
    )
  )
    return;
  // Written beside the version folder under a hidden name (never public, never listed inside the version), then
  // renamed in: a reader of the folder sees no half-written sibling.
  tempCount += 1;
  const temp = path.join(path.dirname(versionDir), `.compress-${process.pid}-${tempCount}.tmp`);
  await fs.writeFile(temp, data, { mode: 0o444 });
  await fs.rename(temp, file);
}

async function precompress(file: string, existing: string[], versionDir: string): Promise<void> {
  if (!COMPRESSIBLE.has(path.extname(file))) return;
  const data = await fs.readFile(file);
  if (data.length < MIN_COMPRESS_BYTES) return;
  const base = path.basename(file);
  // A build that already ships precompressed files keeps its own.
  if (!existing.some((f) => f.endsWith(`${base}.gz`))) {
    await writeOnce(`${file}.gz`, await gzip(data, { level: 9 }), versionDir);
  }
  if (!existing.some((f) => f.endsWith(`${base}.br`))) {
    // The best quality: paid once per release, saved on every download (home's scripts 8 KB fewer than at 9-10;
    // publishing all six apps costs ~8 s more of CPU, docs/performance.md "What home loads").
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    await writeOnce(`${file}.br`, await brotli(data, { params }), versionDir);
  }
}
