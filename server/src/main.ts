import { buildApp } from './app';
import { loadConfig } from './config';

/** Reads config, listens, and shuts down gracefully on SIGINT/SIGTERM. Nothing else. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // The start script looks for this line to print the URL.
  console.log(`Site ready at ${address.replace('127.0.0.1', 'localhost')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
