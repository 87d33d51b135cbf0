import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiveRegistry, type LiveRegistry } from './live-registry';
import { createReleaseCache, type ReleaseCache } from './release-cache';
import { releasesRoutes } from './releases.routes';
import { guardCanaries, type GuardRule } from './release-guard';
import { pruneVersions } from './release-retention';
import type { Config } from '../../config';

export function guardRuleOf(config: Config): GuardRule {
  return {
    windowMs: config.RELEASE_GUARD_WINDOW_MIN * 60_000,
    maxFailureRate: config.RELEASE_GUARD_MAX_RATE,
    factor: config.RELEASE_GUARD_FACTOR,
    minSample: config.RELEASE_GUARD_MIN_SAMPLE,
  };
}

/**
 * The release service: the registry in the database, this process's cache of the versions it serves and its live
 * view of the pointers (decorated as `app.releases` for the hosting), and the HTTP API teams and ops call.
 */
export const releasesPlugin = fp(
  async (app: FastifyInstance) => {
    await fs.mkdir(app.config.RELEASES_DIR, { recursive: true });
    const cache = createReleaseCache(app.db, app.config.RELEASES_DIR);
    const registry = createLiveRegistry(app.db, cache, app.log);
    const stop = await registry.start();
    app.addHook('onClose', async () => {
      await stop();
      await registry.settled();
      await cache.compressed();
    });
    app.decorate('releases', { cache, registry });
    await app.register(releasesRoutes);
    const { config } = app;
    const ctx = { db: app.db, repoRoot: config.repoRoot };
    app.jobs.define({
      name: 'release-guard',
      everyMs: config.RELEASE_GUARD_EVERY_S * 1000,
      run: async ({ now }) => {
        await guardCanaries({ ...ctx, now: () => now }, guardRuleOf(config), app.log);
      },
    });
    app.jobs.define({
      name: 'release-retention',
      everyMs: 24 * 3600_000,
      run: async () => {
        const pruned = await pruneVersions({ ...ctx, by: 'release-retention' }, config.RELEASE_KEEP);
        for (const { app: name, version } of pruned) await cache.evict(name, version);
        if (pruned.length > 0) app.log.info({ pruned }, 'release retention: pruned old versions');
      },
    });
  },
  { name: 'releases' },
);

declare module 'fastify' {
  interface FastifyInstance {
    releases: { cache: ReleaseCache; registry: LiveRegistry };
  }
}
