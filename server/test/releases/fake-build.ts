import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReleaseApp } from '../../src/modules/releases/release-apps';
import type { ReleaseManifest } from '../../src/modules/releases/release-manifest';
import type { ReleaseContext } from '../../src/modules/releases/release.service';
import { sql } from 'kysely';
import { announceLocally } from '../../src/modules/releases/release-events';
import { createTestApp } from '../helpers/test-app';

/** Cached versions are read-only (folders too, after eviction's chmod): make them removable. */
async function chmodTree(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) await fs.chmod(path.join(e.parentPath, e.name), e.isDirectory() ? 0o755 : 0o644);
}

export const CATALOG_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  rxjs: '7.8.2',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
};

export const BOOT_SCRIPT = "document.documentElement.dataset.theme='dark';";

/** A temp repo root + releases dir (this server's cache); `cleanup` removes both. */
export async function makeWorkspace(): Promise<{ releasesDir: string; repoRoot: string; by: string; cleanup: () => Promise<void> }> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'releases-test-'));
  const ctx = { releasesDir: path.join(base, 'releases'), repoRoot: path.join(base, 'repo'), by: 'tester' };
  await fs.mkdir(ctx.repoRoot, { recursive: true });
  return { ...ctx, cleanup: () => fs.rm(base, { recursive: true, force: true }) };
}

export interface RegistryWorkspace {
  app: FastifyInstance;
  /** The registry as the CLI and the HTTP API reach it: this app's database. */
  ctx: ReleaseContext;
  releasesDir: string;
  repoRoot: string;
  /** What the server serves at /releases/manifest.json (to a browser in no cohort). */
  manifest: () => Promise<ReleaseManifest>;
  /** An empty registry and cache again (cheaper than a new server per test). */
  reset: () => Promise<void>;
  cleanup: () => Promise<void>;
}

/** A workspace and a server on its own database (PGlite, or PostgreSQL with DATABASE_URL). */
export async function makeRegistry(): Promise<RegistryWorkspace> {
  const ws = await makeWorkspace();
  const app = await createTestApp({ RELEASES_DIR: ws.releasesDir, repoRoot: ws.repoRoot, PUBLISH_ON_START: false });
  return {
    app,
    ctx: { db: app.db, repoRoot: ws.repoRoot, by: 'tester' },
    releasesDir: ws.releasesDir,
    repoRoot: ws.repoRoot,
    manifest: async () => {
      const manifest = (await app.inject({ url: '/releases/manifest.json' })).json() as ReleaseManifest;
      // The .br/.gz siblings are written after a version is served: tests that compare files wait for them.
      await app.releases.cache.compressed();
      return manifest;
    },
    reset: async () => {
      await app.releases.registry.settled();
      await app.releases.cache.compressed();
      // TRUNCATE, not DELETE: the audit's append-only trigger is a row trigger.
      await sql`truncate release_audit, release_version, release_pointer, release_blob, release_token, release_health`.execute(app.db);
      await chmodTree(ws.releasesDir);
      await fs.rm(ws.releasesDir, { recursive: true, force: true });
      await fs.rm(ws.repoRoot, { recursive: true, force: true });
      await fs.mkdir(ws.releasesDir, { recursive: true });
      await fs.mkdir(ws.repoRoot, { recursive: true });
      announceLocally(app.db);
      await app.releases.registry.current();
    },
    cleanup: async () => {
      await app.close();
      await ws.cleanup();
    },
  };
}

/**
 * Writes `<repoRoot>/<app>/dist` shaped like a real MF 2.x build: mf-manifest.json with its
 * `shared` array, remoteEntry.js, a content-hashed chunk large enough to be precompressed,
 * and for the shell an index.html with an inline boot script.
 */
export async function writeFakeBuild(
  repoRoot: string,
  app: ReleaseApp,
  marker: string,
  shared: Record<string, string> = CATALOG_SHARED,
): Promise<string> {
  const dist = path.join(repoRoot, app, 'dist');
  await fs.rm(dist, { recursive: true, force: true });
  await fs.mkdir(path.join(dist, 'static'), { recursive: true });
  const chunk = `/* ${marker} */\n${'console.log("padding for compression");\n'.repeat(60)}`;
  const hash = createHash('sha256').update(chunk).digest('hex').slice(0, 16);
  const chunkName = `static/main.${hash}.js`;
  await fs.writeFile(path.join(dist, chunkName), chunk);
  // What webpack's hidden-source-map writes beside each chunk: full sources, for operators only.
  await fs.writeFile(path.join(dist, `${chunkName}.map`), JSON.stringify({ version: 3, sources: ['secret-source.ts'] }));
  await fs.writeFile(path.join(dist, 'remoteEntry.js'), `/* entry ${marker} */ var x = "${chunkName}";`);
  const manifest = {
    id: app.replace(/-/g, '_'),
    name: app.replace(/-/g, '_'),
    metaData: { name: app.replace(/-/g, '_'), publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: Object.entries(shared).map(([name, version]) => ({
      id: `${app}:${name}`,
      name,
      version,
      singleton: true,
      requiredVersion: `^${version}`,
      hash: '',
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
    })),
    remotes: [],
    exposes: [],
  };
  await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  if (app === 'shell') {
    const html = `<!doctype html><html><head><script>${BOOT_SCRIPT}</script></head><body><div id="root">${marker}</div><script defer src="/${chunkName}"></script></body></html>`;
    await fs.writeFile(path.join(dist, 'index.html'), html);
  }
  return dist;
}

/** sha256 of every file under `dir`, relative path → hash. */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out[path.relative(dir, file)] = createHash('sha256').update(await fs.readFile(file)).digest('hex');
  }
  return out;
}
