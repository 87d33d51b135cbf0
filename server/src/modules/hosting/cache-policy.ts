import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** webpack's content hashes: `main.3f9c2a1b.js`, `412-5d0e9c7a1b2c3d4e.js`. */
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/**
 * Cache policy of everything the hosting serves. Under `/releases/<app>/<version>/` the URL
 * names a version that never changes, so browsers may keep it a year. The shell is served at
 * `/`: its index.html names the live version's files and must be revalidated on every load;
 * its content-hashed files are immutable; anything else there is revalidated.
 */
export function cacheControlFor(url: string, filePath: string): string {
  if (url.startsWith('/releases/')) return IMMUTABLE;
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
