import path from 'node:path';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { PGliteSerialDialect } from './pglite-dialect';
import { pgliteNotifications, postgresNotifications, registerNotifications } from './notifications';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL when set. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  /** PGlite in memory (tests): nothing touches the disk. */
  inMemory?: boolean;
  /** In memory: start from this `dumpDataDir` file instead of running initdb (seconds saved per test file). */
  template?: string | undefined;
}

const INT8_OID = 20;

/**
 * Opens the database: PostgreSQL with a `pg` pool when a URL is given, else embedded PGlite.
 * Both return int8 as a JS number (PGlite already does): money is integer minor units, far
 * below 2^53, and one representation on both engines keeps the ledger code engine-agnostic.
 */
export async function createDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client dying (server restart, dropped database) must not crash the process;
    // the next query on it fails and reports the cause instead.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerNotifications(db, postgresNotifications(options.databaseUrl));
    return db;
  }
  if (options.inMemory) {
    const loadDataDir =
      options.template && existsSync(options.template)
        ? new Blob([readFileSync(options.template)])
        : undefined;
    return pgliteDb(await PGlite.create('memory://', { loadDataDir }));
  }
  const dataDir = path.join(options.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}

export function pgliteDb(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteSerialDialect(pglite) });
  registerNotifications(db, pgliteNotifications(db, pglite));
  return db;
}
