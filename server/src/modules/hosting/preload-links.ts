import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteForPath } from '@site/shared/platform';
import type { ReleaseManifest } from '../releases/release-manifest';

/**
 * The `Link` header of a page (docs/performance.md "What home loads"): the live entry of the remote that owns the
 * path — its mf-manifest.json and the remoteEntry.js it names — so the browser fetches them while the shell's own
 * JavaScript is still arriving, instead of after it has read the release manifest and asked. Three round trips off
 * the way to the first game row on a phone. Read from the live manifest per request, so a rollback is followed.
 */
export function createPreloadLinks(
  releasesDir: string,
): (manifest: ReleaseManifest, pathname: string) => Promise<string | undefined> {
  // Published versions never change: a version's entry script is read once.
  const scriptOf = new Map<string, Promise<string | undefined>>();
  const entryScript = (entry: string) => {
    let script = scriptOf.get(entry);
    if (!script) {
      script = readEntryScript(releasesDir, entry);
      scriptOf.set(entry, script);
    }
    return script;
  };
  return async (manifest, pathname) => {
    const remote = remoteForPath(pathname);
    const released = remote ? manifest.remotes[remote] : undefined;
    if (!released) return undefined;
    if (released.entry.endsWith('.js')) return `<${released.entry}>; rel=preload; as=script`;
    // fetch() in the federation runtime is a same-origin CORS request: `crossorigin` makes the preload match it.
    const links = [`<${released.entry}>; rel=preload; as=fetch; crossorigin`];
    const script = await entryScript(released.entry);
    if (script) links.push(`<${script}>; rel=preload; as=script`);
    return links.join(', ');
  };
}

/** `/releases/<app>/<version>/mf-manifest.json` → the URL of the remoteEntry.js it names, when it can be read. */
async function readEntryScript(releasesDir: string, entry: string): Promise<string | undefined> {
  if (!entry.startsWith('/releases/')) return undefined;
  const root = path.resolve(releasesDir);
  const file = path.resolve(root, ...entry.slice('/releases/'.length).split('/'));
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as {
      metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    };
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (typeof remoteEntry?.name !== 'string' || !/^[\w.-]+\.js$/.test(remoteEntry.name)) return undefined;
    const folder = typeof remoteEntry.path === 'string' ? remoteEntry.path : '';
    return path.posix.join(path.posix.dirname(entry), folder, remoteEntry.name);
  } catch {
    return undefined;
  }
}
