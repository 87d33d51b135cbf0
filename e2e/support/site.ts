import path from 'node:path';
import { test } from '@playwright/test';
import { siteEnvNames } from './global-setup';
import { REPO_ROOT } from './site-server';

type SiteField = keyof ReturnType<typeof siteEnvNames>;

/** The running test's project decides the site: the parallel project has its own, the serial projects share one. */
function required(field: SiteField): string {
  let serial = false;
  try {
    serial = test.info().project.name !== 'parallel';
  } catch {
    // Outside a test (a module's top level): the parallel project's site.
  }
  const name = siteEnvNames(serial)[field];
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

/** Where the server started by the global setup for this test's project lives, for tests that need more than a page. */
export const site = {
  url: () => required('url'),
  releasesDir: () => required('releasesDir'),
  dataDir: () => required('dataDir'),
  adminToken: () => required('adminToken'),
  serverLog: () => required('serverLog'),
  repoRoot: () => REPO_ROOT,
  /** Environment for running server CLIs (release, admin, seed) against this server's folders. */
  cliEnv: (): NodeJS.ProcessEnv => ({
    ...process.env,
    DATA_DIR: required('dataDir'),
    RELEASES_DIR: required('releasesDir'),
    ADMIN_TOKEN: required('adminToken'),
    // The admin CLI talks to the running server (PGlite is single-process).
    HOST: '127.0.0.1',
    PORT: new URL(required('url')).port,
    NODE_ENV: 'test',
  }),
  serverDir: () => path.join(REPO_ROOT, 'server'),
};
