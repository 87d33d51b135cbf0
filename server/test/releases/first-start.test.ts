import path from 'node:path';
import { createScratchDatabase, createTestApp } from '../helpers/test-app';
import type { Config } from '../../src/config';
import { makeWorkspace, writeFakeBuild } from './fake-build';

/** Two starts on one database: on disk with PGlite, a scratch database on PostgreSQL. */
async function persistentDatabase(base: string): Promise<{ overrides: Partial<Config>; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { overrides: { DB_IN_MEMORY: false, DATA_DIR: path.join(base, 'data') }, drop: async () => undefined };
  const { url, drop } = await createScratchDatabase(serverUrl);
  return { overrides: { DATABASE_URL: url }, drop };
}

describe('first start', () => {
  it('publishes the current build of every app with nothing live, and only those', async () => {
    const ws = await makeWorkspace();
    const db = await persistentDatabase(ws.repoRoot);
    try {
      await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
      await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-1');
      const overrides = { RELEASES_DIR: ws.releasesDir, repoRoot: ws.repoRoot, PUBLISH_ON_START: true, ...db.overrides };
      const app = await createTestApp(overrides);
      const first = await app.inject({ url: '/releases/manifest.json' });
      await app.close();
      expect(Object.keys(first.json().remotes)).toEqual(['mfe_lobby']);
      expect(first.json().shell.version).toMatch(/^\d{8}-\d{6}-/);

      // A second start with a changed build publishes nothing: something is already live.
      await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-2');
      const again = await createTestApp(overrides);
      const manifest = await again.inject({ url: '/releases/manifest.json' });
      const page = await again.inject({ url: '/' });
      await again.close();
      expect(manifest.json()).toEqual(first.json());
      expect(page.body).toContain('shell-1');
    } finally {
      await db.drop();
      await ws.cleanup();
    }
  });

  it('is ready (what main.ts waits for before "Site ready") only once the first publish has finished', async () => {
    const ws = await makeWorkspace();
    try {
      await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
      const app = await createTestApp({ RELEASES_DIR: ws.releasesDir, repoRoot: ws.repoRoot, PUBLISH_ON_START: true });
      try {
        await app.siteReady;
        // Ready means serving: the shell is live and on this server's disk without any request having waited for it.
        const state = await app.releases.registry.current();
        expect(state.live.manifest.shell?.version).toMatch(/^\d{8}-\d{6}-/);
      } finally {
        await app.close();
      }
    } finally {
      await ws.cleanup();
    }
  });
});
