import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/create-db';
import { isReleaseApp, isValidVersion } from './release-apps';
import { precompressVersion, writeVersionFiles } from './release-copy';
import { pathExists } from './release-files';
import { findVersion, readBlobs } from './releases.repository';

export function versionDir(releasesDir: string, app: string, version: string): string {
  return path.join(releasesDir, app, version);
}

/**
 * This server's local copy of the versions it serves (RELEASES_DIR/<app>/<version>/, precompressed): the database
 * holds the one registry, each process writes a version to its own disk the first time it needs it (a pointer move
 * to it, or a request for one of its files) and serves from there with @fastify/static. A version appears whole or
 * not at all (staging folder, then rename), so a concurrent reader never sees half of it.
 */
export function createReleaseCache(db: Db, releasesDir: string) {
  const pending = new Map<string, Promise<boolean>>();
  const compressing = new Set<Promise<void>>();
  const compressLater = (dir: string) => {
    const job = precompressVersion(dir).catch(() => undefined);
    compressing.add(job);
    void job.finally(() => compressing.delete(job));
  };
  const materialize = async (app: string, version: string): Promise<boolean> => {
    const target = versionDir(releasesDir, app, version);
    if (await pathExists(target)) return true;
    const row = await findVersion(db, app, version);
    if (!row) return false;
    const blobs = await readBlobs(db, row.files.map((f) => f.sha256));
    const files = row.files.map((f) => {
      const data = blobs.get(f.sha256);
      if (!data) throw new Error(`release blob ${f.sha256} of ${app} ${version} is missing`);
      return { path: f.path, data };
    });
    const staging = path.join(releasesDir, app, `.staging-${version}-${randomBytes(4).toString('hex')}`);
    await fs.mkdir(staging, { recursive: true });
    try {
      await writeVersionFiles(staging, files);
      await fs.rename(staging, target);
      compressLater(target);
    } catch (err) {
      await fs.rm(staging, { recursive: true, force: true });
      // Another process sharing this folder won the race: its copy is the same bytes.
      if (await pathExists(target)) return true;
      throw err;
    }
    return true;
  };
  return {
    /** Resolves when no background compression runs (close, tests). */
    async compressed(): Promise<void> {
      while (compressing.size > 0) await Promise.all([...compressing]);
    },
    /** True once `app` `version` is on this server's disk; false when the registry has no such version. */
    ensure(app: string, version: string): Promise<boolean> {
      if (!isReleaseApp(app) || !isValidVersion(version)) return Promise.resolve(false);
      const key = `${app}/${version}`;
      let job = pending.get(key);
      if (!job) {
        job = materialize(app, version);
        pending.set(key, job);
        // Forget it once settled: the next call stats the folder (an operator may have emptied the cache).
        job.then(
          () => pending.delete(key),
          () => pending.delete(key),
        );
      }
      return job;
    },
    /** Drops a pruned version from this server's disk. */
    async evict(app: string, version: string): Promise<void> {
      pending.delete(`${app}/${version}`);
      const dir = versionDir(releasesDir, app, version);
      if (!(await pathExists(dir))) return;
      const trash = path.join(releasesDir, app, `.trash-${version}-${randomBytes(4).toString('hex')}`);
      await fs.rename(dir, trash);
      await fs.chmod(trash, 0o755);
      for (const entry of await fs.readdir(trash, { recursive: true, withFileTypes: true })) {
        if (entry.isDirectory()) await fs.chmod(path.join(entry.parentPath, entry.name), 0o755);
      }
      await fs.rm(trash, { recursive: true, force: true });
    },
  };
}

export type ReleaseCache = ReturnType<typeof createReleaseCache>;
