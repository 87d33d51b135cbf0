import type { PointerRow, VersionRow } from './releases.repository';
import { remoteName } from './release-apps';

/**
 * The release manifest browsers fetch (`GET /releases/manifest.json`, docs/architecture.md "Releases and hosting"),
 * built from the registry's pointers. Its shape is unchanged from the file-based registry of ADR 001.
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
  /** Only in the manifest of a browser a preview link pinned: the shell shows its badge. */
  preview?: { app: string; version: string };
}

/** One audit line as reports and the rollback stack read it (release_audit, details spread in). */
export interface AuditEntry {
  at: string;
  by: string;
  action: string;
  app: string;
  version: string;
  commit: string;
  previousVersion: string | null;
  /** publish only: whether the new version also went live. */
  promoted?: boolean;
  /** rollback only: whether `--to` named the target (else the previous live version). */
  explicitTarget?: boolean;
  forced?: boolean;
  [detail: string]: unknown;
}

export function emptyManifest(): ReleaseManifest {
  return { generatedAt: new Date(0).toISOString(), remotes: {}, shell: null };
}

export function entryUrl(app: string, version: string, files: readonly { path: string }[]): string {
  const entryFile = files.some((f) => f.path === 'mf-manifest.json') ? 'mf-manifest.json' : 'remoteEntry.js';
  return `/releases/${app}/${encodeURIComponent(version)}/${entryFile}`;
}

/** What `pick(app)` says each app serves (live, canary or preview), as a manifest. */
export function buildManifest(
  pointers: readonly PointerRow[],
  versions: ReadonlyMap<string, VersionRow>,
  pick: (pointer: PointerRow) => string | null = (p) => p.live_version,
): ReleaseManifest {
  const manifest = emptyManifest();
  let newest = 0;
  for (const pointer of pointers) {
    const version = pick(pointer);
    const row = version ? versions.get(versionKey(pointer.app, version)) : undefined;
    if (!version || !row) continue;
    const since = (version === pointer.live_version ? pointer.live_since : pointer.canary_since) ?? row.published_at;
    newest = Math.max(newest, since.getTime());
    const liveSince = since.toISOString();
    if (pointer.app === 'shell') manifest.shell = { version, shared: row.shared, liveSince };
    else {
      const entry = entryUrl(pointer.app, version, row.files);
      manifest.remotes[remoteName(pointer.app)] = { app: pointer.app, version, entry, shared: row.shared, liveSince };
    }
  }
  manifest.generatedAt = new Date(newest).toISOString();
  return manifest;
}

export const versionKey = (app: string, version: string) => `${app}\0${version}`;
