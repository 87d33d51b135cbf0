import { takeBootReleases } from '@site/shared/platform';
import { LIVE_RELEASE_MANIFEST_URL } from './federation-config';

/**
 * The release registry's live pointer (`GET /releases/manifest.json`, owned jointly with the
 * releases module). Fetched with `cache: 'no-store'` so a rollback shows on the next page load.
 */
export interface ReleasedRemote {
  app: string;
  version: string;
  /** URL of the version's `mf-manifest.json`. */
  entry: string;
  shared?: Record<string, string>;
}

export interface ReleaseManifest {
  generatedAt: string;
  remotes: Record<string, ReleasedRemote>;
  shell?: { version: string; shared?: Record<string, string> };
  /** Only when a preview link pinned this browser (docs/adr/010-release-service.md "Preview"): the badge shows. */
  preview?: { app: string; version: string };
}

function isReleasedRemote(value: unknown): value is ReleasedRemote {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.app === 'string' &&
    typeof candidate.version === 'string' &&
    typeof candidate.entry === 'string'
  );
}

/** Keeps only well-formed remotes: one bad entry must not take the others down. */
export function parseReleaseManifest(body: unknown): ReleaseManifest {
  if (typeof body !== 'object' || body === null || !('remotes' in body)) {
    throw new Error('Release manifest has no "remotes"');
  }
  const raw = body as {
    generatedAt?: unknown;
    remotes: unknown;
    shell?: ReleaseManifest['shell'];
    preview?: unknown;
  };
  const remotes: Record<string, ReleasedRemote> = {};
  if (typeof raw.remotes === 'object' && raw.remotes !== null) {
    for (const [name, remote] of Object.entries(raw.remotes)) {
      if (isReleasedRemote(remote)) remotes[name] = remote;
    }
  }
  const preview = raw.preview as { app?: unknown; version?: unknown } | undefined;
  const pinned =
    preview && typeof preview.app === 'string' && typeof preview.version === 'string'
      ? { preview: { app: preview.app, version: preview.version } }
      : {};
  return { generatedAt: String(raw.generatedAt ?? ''), remotes, shell: raw.shell, ...pinned };
}

export async function fetchReleaseManifest(url: string, timeoutMs: number): Promise<ReleaseManifest> {
  // The page came with the live manifest (@site/shared/platform boot-answers): no round trip before the first remote.
  const boot = url === LIVE_RELEASE_MANIFEST_URL ? takeBootReleases() : undefined;
  if (boot !== undefined) {
    try {
      return parseReleaseManifest(boot);
    } catch {
      // A copy that does not parse is ignored: the manifest is fetched as on any page without one.
    }
  }
  const response = await fetch(url, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Release manifest answered HTTP ${response.status}`);
  return parseReleaseManifest(await response.json());
}
