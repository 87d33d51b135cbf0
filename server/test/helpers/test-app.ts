import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { pgliteDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * Builds the real app for a test: in-memory PGlite, or — when `DATABASE_URL` is set (CI) — a
 * freshly created PostgreSQL database that is dropped when the app closes. Always `await
 * app.close()` in `afterAll`.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DB_IN_MEMORY: 'true' };
  if (!serverUrl) return buildApp(loadConfig({ ...base, DB_TEMPLATE: await migratedTemplate() }, overrides));

  const { url, drop } = await createScratchDatabase(serverUrl);
  try {
    const app = await buildApp(loadConfig({ ...base, DATABASE_URL: url }, overrides));
    // Dropped only after fastify has closed the pool (onClose hooks run in no order we can rely on).
    const close = app.close.bind(app);
    Object.assign(app, {
      close: async () => {
        await close();
        await drop();
      },
    });
    return app;
  } catch (err) {
    await drop();
    throw err;
  }
}

/** Creates a uniquely named database on the server of `serverUrl`; `drop` removes it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'src', 'db', 'migrations');

/**
 * A PGlite data dir with every migration applied, dumped once per migration set into the OS
 * temp dir and shared by all test files and workers. initdb + migrations cost ~5 s on an idle
 * machine and far more on a loaded one; loading the dump costs a fraction. The key hashes the
 * migration files, so a new or changed migration builds a fresh template.
 */
async function migratedTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const file = path.join(os.tmpdir(), `site-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return file;
  const pglite = await PGlite.create('memory://');
  const db = pgliteDb(pglite);
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    // Written aside then renamed: a parallel worker sees the whole file or none.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  return file;
}
