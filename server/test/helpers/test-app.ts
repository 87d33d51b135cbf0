import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';

/**
 * Builds the real app for a test: in-memory PGlite, or — when `DATABASE_URL` is set (CI) — a
 * freshly created PostgreSQL database that is dropped when the app closes. Always `await
 * app.close()` in `afterAll`.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DB_IN_MEMORY: 'true' };
  if (!serverUrl) return buildApp(loadConfig(base, overrides));

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
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
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
