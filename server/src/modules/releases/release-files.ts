import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseFileRef } from './releases.table';

export const sha256Of = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every regular file under `dir`, as paths relative to it (sorted, `/`-separated). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export interface BuildFile extends ReleaseFileRef {
  data: Buffer;
}

/** A build folder as the registry stores it: each file with its sha256 and size. */
export async function readBuildFiles(dir: string): Promise<BuildFile[]> {
  const files: BuildFile[] = [];
  for (const file of await listFiles(dir)) {
    const data = await fs.readFile(path.join(dir, file));
    files.push({ path: file, sha256: sha256Of(data), size: data.length, data });
  }
  return files;
}

/** One hash for the whole file list: the same version with the same content is recognised as a retry. */
export function contentHash(files: readonly ReleaseFileRef[]): string {
  const lines = [...files].sort((a, b) => (a.path < b.path ? -1 : 1)).map((f) => `${f.path}\0${f.sha256}\n`);
  return sha256Of(lines.join(''));
}

export async function pathExists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
