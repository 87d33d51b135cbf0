import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GUARDED_SINGLETONS } from './release-apps';

/** What `scripts/build.mjs` records next to a build (`dist/build-info.json`). */
export interface BuildInfo {
  commit: string;
  builtAt?: string;
  /** Resolved versions of the shared singletons, for builds whose mf-manifest.json lacks them. */
  shared?: Record<string, string>;
}

export async function writeBuildInfo(dir: string, info: BuildInfo & { publishedAt: string }): Promise<void> {
  await fs.writeFile(path.join(dir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`, { flag: 'wx', mode: 0o444 });
}

export async function readBuildInfo(buildDir: string): Promise<BuildInfo | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(buildDir, 'build-info.json'), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

/** HEAD of the repo at publish time: the fallback when the build did not record its commit. */
export function gitHead(repoRoot: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export function currentUser(): string {
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Sortable, readable and unique enough: 20261122-021705-abc1234 (UTC time, short commit). */
export function generateVersion(now: Date, commit: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const short = /^[0-9a-f]{7,}$/.test(commit) ? commit.slice(0, 7) : 'nocommit';
  return `${stamp}-${short}`;
}

/**
 * The singleton versions an app's node_modules resolves: what a build made from it bundled.
 * Used when a build was made without scripts/build.mjs (no build-info.json) and has no
 * mf-manifest.json (the shell), so the compatibility check still has versions to compare.
 */
export async function resolvedSingletons(appDir: string): Promise<Record<string, string>> {
  const shared: Record<string, string> = {};
  for (const name of GUARDED_SINGLETONS) {
    try {
      const pkg = JSON.parse(await fs.readFile(path.join(appDir, 'node_modules', name, 'package.json'), 'utf8'));
      if (typeof pkg.version === 'string') shared[name] = pkg.version;
    } catch {
      // Not a dependency of this app.
    }
  }
  return shared;
}
