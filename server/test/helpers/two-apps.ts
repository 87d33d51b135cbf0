import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { requirePostgresUrl } from './postgres';
import { createScratchDatabase } from './test-app';

/**
 * Two app instances on one scratch PostgreSQL database: two pools, so two server processes as far as the database can
 * tell (locks, commits and unique keys race for real), without the cost of spawning processes. For the `*.pg.test.ts`
 * races of one money path; the bank checker starts real processes (bank-checker/two-servers.ts).
 * Call in the test file's top level: it registers its own beforeAll/afterAll.
 */
export function twoAppsOnOnePostgres(): { left: () => FastifyInstance; right: () => FastifyInstance } {
  let left: FastifyInstance | undefined;
  let right: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(requirePostgresUrl(), { migrated: true });
    drop = scratch.drop;
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATABASE_URL: scratch.url };
    left = await buildApp(loadConfig(env));
    right = await buildApp(loadConfig(env));
  }, 120_000);
  afterAll(async () => {
    await left?.close();
    await right?.close();
    await drop?.();
  });
  const ready = (app: FastifyInstance | undefined) => {
    if (!app) throw new Error('twoAppsOnOnePostgres: the apps start in beforeAll');
    return app;
  };
  return { left: () => ready(left), right: () => ready(right) };
}
