import type { FastifyInstance } from 'fastify';
import { requirePostgresUrl } from '../helpers/postgres';
import { createTestApp } from '../helpers/test-app';
import { CASES, rulesWorld, runCase, sqlTwinsAgree, type RulesWorld } from './seamless-rules.cases';

// The table of every documented seamless answer (seamless-rules.cases.ts) on PostgreSQL, whatever engine the
// main suite uses (PGlite there: seamless-rules.test.ts). PostgreSQL-only: fails, never skips, without a database.
let app: FastifyInstance;
let world: RulesWorld;
beforeAll(async () => {
  requirePostgresUrl();
  app = await createTestApp();
  world = await rulesWorld(app);
});
afterAll(async () => {
  await app.close();
});

test.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
  await runCase(app, world, c);
});

test('the SQL twins of TypeScript rules agree: ledger request hash, money format', async () => {
  await sqlTwinsAgree(app);
});
