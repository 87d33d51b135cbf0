import { buildApp } from './app';
import { loadConfig } from './config';

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
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // Listening is not serving yet: the first start publishes the builds in the background, and a page asked for
  // meanwhile waits for it. "Site ready" (which the start script and the tests look for) comes when it is done.
  await app.siteReady;
  if (config.devMode) {
    console.log(
      `LOCAL DEMO (NODE_ENV=${config.NODE_ENV}): development tools are ON (/wps/dev/*: SMS outbox, captcha answers, ` +
        'wallet funding) and the server listens on this machine only. Not for production: see docs/deployment.md.',
    );
  }
  console.log(`Site ready at ${address.replace('127.0.0.1', 'localhost')}`);
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
