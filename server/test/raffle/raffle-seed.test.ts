import type { FastifyInstance } from 'fastify';
import { seedIfEmpty } from '../../src/db/seed/run-seed';
import { commitSeed } from '../../src/modules/raffle/raffle.fairness';
import { claimTickets, openTicket, raffleSummary } from '../../src/modules/raffle/raffle.service';
import { createTestApp } from '../helpers/test-app';
import { raffleDb } from './raffle-fixtures';

// A fresh start has a running red envelope round with its commitment, and the demo player's seeded rounds of today
// earn it tickets that open.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedIfEmpty(app.db);
}, 120_000);
afterAll(async () => app.close());

test('the seeded rule has today’s round committed, and demo has a ticket or more that opens', async () => {
  const rounds = await raffleDb(app).selectFrom('raffle_round').selectAll().execute();
  expect(rounds).toHaveLength(1);
  expect(commitSeed(rounds[0]!.server_seed)).toBe(rounds[0]!.seed_commit);
  const demo = await app.db
    .selectFrom('member')
    .select('id')
    .where('account', '=', 'demo')
    .executeTakeFirstOrThrow();
  expect((await raffleSummary(app.db, demo.id)).claimable).toBeGreaterThanOrEqual(1);
  const summary = await claimTickets(app.db, demo.id);
  expect(summary.rounds[0]).toMatchObject({
    ruleCode: 'RED_ENVELOPE_DAILY',
    seedCommit: rounds[0]!.seed_commit,
  });
  expect(summary.unopened).toBeGreaterThanOrEqual(1);
  const opened = await openTicket(app.db, demo.id, summary.tickets[0]!.id);
  expect(opened.ticket.prize).toBeGreaterThan(0);
});
