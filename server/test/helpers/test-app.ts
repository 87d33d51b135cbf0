import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDb, pgliteDb } from '../../src/db/create-db';
import { notificationsOf } from '../../src/db/notifications';
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

  const { url, drop } = await createScratchDatabase(serverUrl, { migrated: true });
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

/**
 * Creates a uniquely named database on the server of `serverUrl`; `drop` removes it. `migrated` copies it from a
 * template database with every migration applied (see `migratedPostgresTemplate`) instead of leaving it empty.
 */
export async function createScratchDatabase(
  serverUrl: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = migrated ? ` template ${await migratedPostgresTemplate(serverUrl)}` : '';
  await adminQuery(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The PostgreSQL twin of `migratedTemplate`: a database with every migration applied, built once per migration set
 * and server, from which each test's database is copied (`create database … template`, a file copy of ~0.1 s) instead
 * of running every migration again (2–8 s a test file; the PostgreSQL run builds ~90 apps). Built under an advisory
 * lock by the first worker and renamed into place when complete, so a parallel worker or run waits and never copies a
 * half-migrated one; templates of other migration sets are dropped on the way.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `site_tpl_${migrationsHash()}`;
  const key = `${serverUrl} ${name}`;
  let pending = postgresTemplates.get(key);
  if (!pending) {
    pending = buildPostgresTemplate(serverUrl, name);
    postgresTemplates.set(key, pending);
  }
  return pending;
}

async function buildPostgresTemplate(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('site test template'))`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const stale = await admin.query(`select datname from pg_database where datname like 'site_tpl_%'`);
    for (const { datname } of stale.rows as { datname: string }[]) {
      // Another run may be copying from it this moment: then it stays, to be dropped by a later run.
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const db = await createDb({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await migrateToLatest(db);
    } finally {
      await notificationsOf(db).close();
      await db.destroy();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('site test template'))`).catch(() => undefined);
    await admin.end();
  }
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

/** Names a set of migrations: a new or changed migration file gives a new hash, so a fresh template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A PGlite data dir with every migration applied, dumped once per migration set into the OS
 * temp dir and shared by all test files and workers. initdb + migrations cost ~5 s on an idle
 * machine and far more on a loaded one; loading the dump costs a fraction. The key hashes the
 * migration files, so a new or changed migration builds a fresh template.
 */
export async function migratedTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `site-pglite-template-${migrationsHash()}.tar`);
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
