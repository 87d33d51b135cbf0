import type { FullConfig } from '@playwright/test';
import { startSiteServer } from './site-server';

/**
 * Starts the real server once for the whole run (fresh data and releases folders) and returns
 * the teardown. Tests read where it lives from the environment (see support/site.ts).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT);
  const server = await startSiteServer(port);
  process.env.SITE_URL = server.url;
  process.env.SITE_DATA_DIR = server.dataDir;
  process.env.SITE_RELEASES_DIR = server.releasesDir;
  process.env.SITE_ADMIN_TOKEN = server.adminToken;
  process.env.SITE_SERVER_LOG = server.logFile;
  return server.stop;
}
