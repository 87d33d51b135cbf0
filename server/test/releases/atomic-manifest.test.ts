import fs from 'node:fs/promises';
import { REMOTE_APPS } from '../../src/modules/releases/release-apps';
import { manifestPath, readManifest } from '../../src/modules/releases/release-store';
import { promote, publish, rollback } from '../../src/modules/releases/release.service';
import { makeWorkspace, writeFakeBuild } from './fake-build';

describe('manifest writes are atomic', () => {
  it('concurrent publishes and rollbacks never let a reader see a half-written manifest', async () => {
    const ws = await makeWorkspace();
    try {
      for (const app of REMOTE_APPS) {
        await writeFakeBuild(ws.repoRoot, app, `${app}-1`);
        await publish(ws, app, { version: 'v1' });
        await publish(ws, app, { version: 'v2' });
      }
      let writing = true;
      let reads = 0;
      const failures: string[] = [];
      const reader = (async () => {
        while (writing) {
          const text = await fs.readFile(manifestPath(ws.releasesDir), 'utf8');
          try {
            const parsed = JSON.parse(text) as { remotes: Record<string, unknown> };
            if (Object.keys(parsed.remotes).length !== REMOTE_APPS.length) failures.push('lost an entry');
          } catch {
            failures.push(text.slice(0, 80));
          }
          reads += 1;
        }
      })();
      // Every remote flips between its two versions at once, 15 times each.
      await Promise.all(
        REMOTE_APPS.map(async (app) => {
          for (let i = 0; i < 15; i += 1) {
            if (i % 2 === 0) await rollback(ws, app, 'v1');
            else await promote(ws, app, 'v2');
          }
        }),
      );
      writing = false;
      await reader;
      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(50);
      // The lock serialised every move: each app ended where its own sequence ended.
      const manifest = await readManifest(ws.releasesDir);
      for (const app of REMOTE_APPS) expect(manifest.remotes[app.replace(/-/g, '_')]?.version).toBe('v1');
      const leftovers = (await fs.readdir(ws.releasesDir)).filter((f) => f.endsWith('.tmp') || f === '.lock');
      expect(leftovers).toEqual([]);
    } finally {
      await ws.cleanup();
    }
  });
});
