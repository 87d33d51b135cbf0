import { loadConfig } from '../../config';
import { createDb } from '../create-db';
import { migrateToLatest } from '../migrate';
import { runSeed } from './run-seed';

/**
 * `pnpm seed`: migrates and seeds the configured database (PGlite in DATA_DIR, or DATABASE_URL).
 * PGlite is single-process: stop the server first when it uses the same DATA_DIR.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(db);
    await runSeed(db, (msg) => console.log(msg), { demoStaff: config.NODE_ENV !== 'production' });
    console.log('seed: done');
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
