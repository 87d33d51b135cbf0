import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseApp } from './release-apps';

/**
 * File-system primitives of the registry. Layout under RELEASES_DIR:
 *   <app>/<version>/   immutable copy of the app's dist (plus precompressed siblings)
 *   manifest.json      the live pointer per app, the file browsers fetch (atomically replaced)
 *   audit.log          one JSON line per action
 *   .lock              held while the pointer moves, so two CLIs never interleave
 */
export interface RemoteManifestEntry {
  app: string;
  version: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js for builds without a manifest). */
  entry: string;
  shared: Record<string, string>;
  liveSince: string;
}

export interface ShellManifestEntry {
  version: string;
  shared: Record<string, string>;
  liveSince: string;
}

export interface ReleaseManifest {
  generatedAt: string;
  remotes: Record<string, RemoteManifestEntry>;
  shell: ShellManifestEntry | null;
}

export type AuditAction = 'publish' | 'promote' | 'rollback';

export interface AuditEntry {
  at: string;
  by: string;
  action: AuditAction;
  app: ReleaseApp;
  version: string;
  commit: string;
  previousVersion: string | null;
  /** publish only: whether the new version also went live. */
  promoted?: boolean;
  /** rollback only: whether `--to` named the target (else the previous live version). */
  explicitTarget?: boolean;
  forced?: boolean;
}

export function manifestPath(releasesDir: string): string {
  return path.join(releasesDir, 'manifest.json');
}

export function auditPath(releasesDir: string): string {
  return path.join(releasesDir, 'audit.log');
}

export function versionDir(releasesDir: string, app: ReleaseApp, version: string): string {
  return path.join(releasesDir, app, version);
}

export function emptyManifest(): ReleaseManifest {
  return { generatedAt: new Date(0).toISOString(), remotes: {}, shell: null };
}

export async function readManifest(releasesDir: string): Promise<ReleaseManifest> {
  try {
    return JSON.parse(await fs.readFile(manifestPath(releasesDir), 'utf8')) as ReleaseManifest;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return emptyManifest();
    throw err;
  }
}

/**
 * Readers (the server, browsers) must never see a half-written manifest: write a unique temp
 * file, fsync it, rename over the target (atomic on one file system), then fsync the directory
 * so the rename itself survives a crash.
 */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await fs.open(temp, 'wx');
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
  await fsyncDirectory(path.dirname(file));
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, fsConstants.O_RDONLY);
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on directories; the rename is still atomic there.
  } finally {
    await handle.close();
  }
}

export async function writeManifest(releasesDir: string, manifest: ReleaseManifest): Promise<void> {
  await writeFileAtomic(manifestPath(releasesDir), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function appendAudit(releasesDir: string, entry: AuditEntry): Promise<void> {
  const handle = await fs.open(auditPath(releasesDir), 'a');
  try {
    await handle.write(`${JSON.stringify(entry)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function readAudit(releasesDir: string): Promise<AuditEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(auditPath(releasesDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const entries: AuditEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as AuditEntry);
    } catch {
      // A torn last line after a crash must not make the whole history unreadable.
    }
  }
  return entries;
}

const LOCK_STALE_MS = 60_000;
const LOCK_WAIT_MS = 30_000;

/**
 * Serialises pointer moves across processes (two ops running the CLI, or the server's
 * first-start publish racing a CLI). A lock older than a minute is from a crashed process.
 */
export async function withReleaseLock<T>(releasesDir: string, fn: () => Promise<T>): Promise<T> {
  await fs.mkdir(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.lock');
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await fs.open(lock, 'wx');
      await handle.write(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const stat = await fs.stat(lock).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) {
        await fs.rm(lock, { force: true });
        continue;
      }
      if (Date.now() - started > LOCK_WAIT_MS) {
        throw new Error(`Another release command holds ${lock}; retry when it has finished.`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(10 + attempt * 10, 200)));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

export async function listVersions(releasesDir: string, app: ReleaseApp): Promise<string[]> {
  try {
    const entries = await fs.readdir(path.join(releasesDir, app), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function pathExists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
