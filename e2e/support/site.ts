import path from 'node:path';
import { REPO_ROOT } from './site-server';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through playwright.config.ts`);
  return value;
}

/** Where the server started by the global setup lives, for tests that need more than a page. */
export const site = {
  url: () => required('SITE_URL'),
  releasesDir: () => required('SITE_RELEASES_DIR'),
  dataDir: () => required('SITE_DATA_DIR'),
  adminToken: () => required('SITE_ADMIN_TOKEN'),
  serverLog: () => required('SITE_SERVER_LOG'),
  repoRoot: () => REPO_ROOT,
  /** Environment for running server CLIs (release, admin, seed) against this server's folders. */
  cliEnv: (): NodeJS.ProcessEnv => ({
    ...process.env,
    DATA_DIR: required('SITE_DATA_DIR'),
    RELEASES_DIR: required('SITE_RELEASES_DIR'),
    ADMIN_TOKEN: required('SITE_ADMIN_TOKEN'),
    // The admin CLI talks to the running server (PGlite is single-process).
    HOST: '127.0.0.1',
    PORT: new URL(required('SITE_URL')).port,
    NODE_ENV: 'test',
  }),
  serverDir: () => path.join(REPO_ROOT, 'server'),
};
