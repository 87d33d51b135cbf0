import type { FullConfig } from '@playwright/test';
import { startSiteServer, type SiteServer } from './site-server';

/** The environment names a site is described by; the serial projects' site has its own (support/site.ts). */
export function siteEnvNames(serial: boolean) {
  const prefix = serial ? 'SITE_SERIAL_' : 'SITE_';
  return {
    url: `${prefix}URL`,
    dataDir: `${prefix}DATA_DIR`,
    releasesDir: `${prefix}RELEASES_DIR`,
    adminToken: `${prefix}ADMIN_TOKEN`,
    serverLog: `${prefix}SERVER_LOG`,
  } as const;
}

function describe(server: SiteServer, serial: boolean): void {
  const names = siteEnvNames(serial);
  process.env[names.url] = server.url;
  process.env[names.dataDir] = server.dataDir;
  process.env[names.releasesDir] = server.releasesDir;
  process.env[names.adminToken] = server.adminToken;
  process.env[names.serverLog] = server.logFile;
}

/**
 * Starts the real server once for the whole run (fresh data and releases folders) and returns the teardown. Tests
 * read where it lives from the environment (support/site.ts).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const server = await startSiteServer(Number(process.env.E2E_PORT));
  // One site for both projects (playwright.config.ts says why): the serial names describe the same one.
  describe(server, false);
  describe(server, true);
  return server.stop;
}
