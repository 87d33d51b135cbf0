import fs from 'node:fs/promises';
import path from 'node:path';
import { readManifest } from '../../src/modules/releases/release-store';
import { createTestApp } from '../helpers/test-app';
import { makeWorkspace, writeFakeBuild } from './fake-build';

describe('first start', () => {
  it('publishes the current build of every app with nothing live, and only those', async () => {
    const ws = await makeWorkspace();
    try {
      await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
      await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-1');
      const overrides = { RELEASES_DIR: ws.releasesDir, repoRoot: ws.repoRoot, PUBLISH_ON_START: true };
      const app = await createTestApp(overrides);
      const first = await app.inject({ url: '/releases/manifest.json' });
      await app.close();
      expect(Object.keys(first.json().remotes)).toEqual(['mfe_lobby']);
      expect(first.json().shell.version).toMatch(/^\d{8}-\d{6}-/);

      // A second start with a changed build publishes nothing: something is already live.
      await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-2');
      const before = await readManifest(ws.releasesDir);
      const again = await createTestApp(overrides);
      const page = await again.inject({ url: '/' });
      await again.close();
      expect(await readManifest(ws.releasesDir)).toEqual(before);
      expect(page.body).toContain('shell-1');
    } finally {
      await ws.cleanup();
    }
  });

  it('is ready (what main.ts waits for before "Site ready") only once the first publish has finished', async () => {
    const ws = await makeWorkspace();
    try {
      await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
      // A release command holding the lock keeps the first publish waiting.
      await fs.mkdir(ws.releasesDir, { recursive: true });
      const lock = path.join(ws.releasesDir, '.lock');
      await fs.writeFile(lock, 'another release command\n');
      const app = await createTestApp({ RELEASES_DIR: ws.releasesDir, repoRoot: ws.repoRoot, PUBLISH_ON_START: true });
      try {
        let ready = false;
        const siteReady = app.siteReady.then(() => void (ready = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(ready).toBe(false);
        await fs.rm(lock);
        await siteReady;
        // Ready means serving: the shell is live without any request having waited for it.
        expect((await readManifest(ws.releasesDir)).shell?.version).toMatch(/^\d{8}-\d{6}-/);
      } finally {
        await app.close();
      }
    } finally {
      await ws.cleanup();
    }
  });
});
