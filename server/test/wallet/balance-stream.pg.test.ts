import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedMembers } from '../../src/db/seed/members';
import { seedSystem } from '../../src/db/seed/system';
import { findMemberByAccount } from '../../src/modules/member/member.repository';
import { ensureMemberAccount } from '../../src/modules/wallet/ledger.service';
import { loginAs } from '../helpers/accounts';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';
import { fund } from './ledger-helpers';
import { openBalanceStream } from './balance-stream-client';

// PostgreSQL only: two app instances (two pools, two LISTEN connections: two server processes as far as the
// database can tell) on one database. A tab streaming from one must hear of money the other moved, at commit.
let left: FastifyInstance;
let right: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATABASE_URL: scratch.url };
  left = await buildApp(loadConfig(env));
  right = await buildApp(loadConfig(env));
  await seedSystem(left.db);
  await seedMembers(left.db);
}, 120_000);
afterAll(async () => {
  await left?.close();
  await right?.close();
  await drop?.();
});

test('a deposit committed through the other process reaches the open tab within a second, once per commit', async () => {
  const baseUrl = await left.listen({ port: 0, host: '127.0.0.1' });
  const token = await loginAs(left, 'demo', 'Demo1234');
  const tab = await openBalanceStream(baseUrl, token);
  const start = await tab.next();
  const member = await findMemberByAccount(right.db, 'demo');
  const account = await ensureMemberAccount(right.db, member!.id, 'PHP');

  const postedAt = Date.now();
  await fund(right.db, account.id, 25_000, 'pg-push-1');
  const pushed = await tab.next(1_000);
  expect(Date.now() - postedAt).toBeLessThan(1_000);
  expect(pushed.sumBalance).toBeCloseTo(start.sumBalance + 250, 2);

  // Ten credits in one transaction on the other process: one notification, so one event.
  await right.db.transaction().execute(async (trx) => {
    for (let i = 0; i < 10; i += 1) await fund(trx, account.id, 100, `pg-push-batch-${i}`);
  });
  expect((await tab.next(1_000)).sumBalance).toBeCloseTo(start.sumBalance + 260, 2);
  await new Promise((r) => setTimeout(r, 500));
  expect(tab.pending()).toBe(0);
  tab.close();
});
