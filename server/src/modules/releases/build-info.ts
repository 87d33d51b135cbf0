import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What `scripts/build.mjs` records next to a build (`dist/build-info.json`). */
export interface BuildInfo {
  commit: string;
  builtAt?: string;
  /** Resolved versions of the shared singletons, for builds whose mf-manifest.json lacks them. */
  shared?: Record<string, string>;
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
