import type { FastifyInstance } from 'fastify';
import { demoStaffLines } from './db/seed/demo-staff';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';

/** Reads config, listens, and shuts down gracefully on SIGINT/SIGTERM. Nothing else. */
async function main() {
  const config = loadConfig();
  // Development tools (/wps/dev/*: outbox with SMS codes, captcha answers, ledger funding) are for a local demo
  // only: such a server never listens beyond this machine (docs/deployment.md).
  if (config.devMode && !isLoopback(config.HOST)) {
    throw new Error(
      `NODE_ENV=${config.NODE_ENV} turns development tools on, so it listens on localhost only (HOST=${config.HOST} refused). ` +
        'Serve a network with NODE_ENV=production and its secrets (docs/deployment.md).',
    );
  }
  const app = await buildApp(config);
  process.once('SIGINT', () => void shutdown(app, config, 'SIGINT'));
  process.once('SIGTERM', () => void shutdown(app, config, 'SIGTERM'));
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // Listening is not serving yet: the first start publishes the builds in the background, and a page asked for
  // meanwhile waits for it. "Site ready" (which the start script and the tests look for) comes when it is done.
  await app.siteReady;
  if (config.devMode) {
    console.log(
      `LOCAL DEMO (NODE_ENV=${config.NODE_ENV}): development tools are ON (/wps/dev/*: SMS outbox, captcha answers, ` +
        'wallet funding) and the server listens on this machine only. Not for production: see docs/deployment.md.',
    );
    // The demo staff exist only where the demo seed made them (docs/back-office.md "Demo staff").
    console.log(`Back office demo staff (local demo only, sign in at /bo/):\n${demoStaffLines().join('\n')}`);
  }
  console.log(`Site ready at ${address.replace('127.0.0.1', 'localhost')}`);
}

/**
 * Graceful shutdown (docs/deployment.md "Several processes"): `/readyz` turns 503 so the balancer stops sending
 * requests, the timers of scheduled jobs stop, and the process keeps serving for SHUTDOWN_DRAIN_MS; then app.close()
 * stops accepting, lets requests in flight finish, ends balance streams with a reconnect hint and waits for running
 * jobs (which release their leases). Past SHUTDOWN_TIMEOUT_MS it exits anyway.
 */
async function shutdown(app: FastifyInstance, config: Config, signal: string) {
  app.log.info({ signal }, 'shutting down: draining');
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown deadline passed: exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  app.lifecycle.draining = true;
  await Promise.all([
    app.jobs.stop(),
    new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS)),
  ]);
  await app.close();
  clearTimeout(deadline);
  process.exit(0);
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
