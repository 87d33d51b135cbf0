import { REMOTE_APPS } from '../../src/modules/releases/release-apps';
import { promote, publish, rollback } from '../../src/modules/releases/release.service';
import { readAudit } from '../../src/modules/releases/releases.repository';
import { makeRegistry, writeFakeBuild } from './fake-build';

describe('pointer moves are atomic', () => {
  it('concurrent promotes and rollbacks never let a reader see a partial manifest, and each app ends where its own sequence ended', async () => {
    const ws = await makeRegistry();
    try {
      for (const app of REMOTE_APPS) {
        await writeFakeBuild(ws.repoRoot, app, `${app}-1`);
        await publish(ws.ctx, app, { version: 'v1' });
        await publish(ws.ctx, app, { version: 'v2' });
      }
      // Both versions of every app on this server's disk first (v2 is live): the reads below then measure the moves.
      await ws.manifest();
      await Promise.all(REMOTE_APPS.map((app) => ws.app.releases.cache.ensure(app, 'v1')));
      let writing = true;
      let reads = 0;
      const failures: string[] = [];
      const reader = (async () => {
        while (writing) {
          const manifest = await ws.manifest();
          if (Object.keys(manifest.remotes).length !== REMOTE_APPS.length) failures.push('lost an entry');
          reads += 1;
          // inject() answers from memory: without a turn of the event loop this loop would starve the database's I/O.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      // Every remote flips between its two versions at once, 15 times each.
      await Promise.all(
        REMOTE_APPS.map(async (app) => {
          for (let i = 0; i < 15; i += 1) {
            if (i % 2 === 0) await rollback(ws.ctx, app, 'v1');
            else await promote(ws.ctx, app, 'v2');
          }
        }),
      );
      writing = false;
      await reader;
      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(0);
      const manifest = await ws.manifest();
      for (const app of REMOTE_APPS) expect(manifest.remotes[app.replace(/-/g, '_')]?.version).toBe('v1');
      // The row lock serialised every move: each audit line's previous version is the one before it.
      for (const app of REMOTE_APPS) {
        const moves = (await readAudit(ws.ctx.db, app)).filter((a) => a.action !== 'publish');
        for (let i = 1; i < moves.length; i += 1)
          expect(moves[i]?.previous_version).toBe(moves[i - 1]?.version);
      }
    } finally {
      await ws.cleanup();
    }
  });
});
