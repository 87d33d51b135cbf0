import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { CASES, rulesWorld, runCase, sqlTwinsAgree, type RulesWorld } from './seamless-rules.cases';

// The table of every documented seamless answer (seamless-rules.cases.ts) on the suite's engine: PGlite, or
// PostgreSQL when DATABASE_URL is set. seamless-rules.pg.test.ts runs the same table on PostgreSQL always.
let app: FastifyInstance;
let world: RulesWorld;
beforeAll(async () => {
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
