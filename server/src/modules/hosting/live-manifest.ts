import fs from 'node:fs/promises';
import { emptyManifest, manifestPath, type ReleaseManifest } from '../releases/release-store';

export interface LiveManifest {
  /** The exact bytes to serve (what the CLI wrote). */
  text: string;
  manifest: ReleaseManifest;
}

/**
 * Reads RELEASES_DIR/manifest.json, re-parsing only when the file changed. The CLI replaces
 * it by rename (new inode), so a stat per request notices a rollback immediately without
 * the server being told; the parse cost is paid once per change.
 */
export function createLiveManifestReader(releasesDir: string): () => Promise<LiveManifest> {
  const file = manifestPath(releasesDir);
  let cached: { key: string; value: LiveManifest } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) {
      const manifest = emptyManifest();
      return { text: JSON.stringify(manifest), manifest };
    }
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.key === key) return cached.value;
    const text = await fs.readFile(file, 'utf8');
    const value = { text, manifest: JSON.parse(text) as ReleaseManifest };
    cached = { key, value };
    return value;
  };
}
