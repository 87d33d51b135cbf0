import type { FastifyInstance } from 'fastify';
import { ensureMemberAccount } from '../../src/modules/wallet/ledger.service';
import { findMemberByAccount } from '../../src/modules/member/member.repository';
import { createSeededApp, loginAs } from '../helpers/accounts';
import { fund } from './ledger-helpers';
import { openBalanceStream, type BalanceStream } from './balance-stream-client';

// The balance push (docs/payments.md "Balance push") on the engine the suite runs on (PGlite, or PostgreSQL in CI).
let app: FastifyInstance;
let baseUrl: string;
const streams: BalanceStream[] = [];

beforeAll(async () => {
  app = await createSeededApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(async () => {
  await app.close();
});

async function open(token: string): Promise<BalanceStream> {
  const stream = await openBalanceStream(baseUrl, token);
  streams.push(stream);
  return stream;
}

async function mainAccountOf(account: string): Promise<number> {
  const member = await findMemberByAccount(app.db, account);
  return (await ensureMemberAccount(app.db, member!.id, member!.currency)).id;
}

test('a stream starts with the balance, then pushes each committed change to every tab of that member', async () => {
  const token = await loginAs(app, 'demo', 'Demo1234');
  const [tab1, tab2] = [await open(token), await open(token)];
  const start = await tab1.next();
  expect((await tab2.next()).sumBalance).toBe(start.sumBalance);

  await fund(app.db, await mainAccountOf('demo'), 12_345, `push-${Date.now()}`);
  expect((await tab1.next()).sumBalance).toBeCloseTo(start.sumBalance + 123.45, 2);
  expect((await tab2.next()).sumBalance).toBeCloseTo(start.sumBalance + 123.45, 2);
});

test("another member's money is never pushed to this member, and a rolled-back change is never pushed", async () => {
  const token = await loginAs(app, 'demo', 'Demo1234');
  const tab = await open(token);
  await tab.next();
  await fund(app.db, await mainAccountOf('player1'), 5_000, `other-${Date.now()}`);
  const demoAccount = await mainAccountOf('demo');
  await app.db
    .transaction()
    .execute(async (trx) => {
      await fund(trx, demoAccount, 7_000, `rolled-back-${Date.now()}`);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await expect(tab.next(1_500)).rejects.toThrow(/no balance event/);
});

test('no token → 401 with the usual error envelope; too many tabs → 429', async () => {
  const anonymous = await fetch(`${baseUrl}/wps/v2/wallets/balance/events`);
  expect(anonymous.status).toBe(401);
  expect(((await anonymous.json()) as { code: string }).code).toBe('NOT_LOGGED_IN');

  const token = await loginAs(app, 'player2', 'Player1234');
  for (let i = 0; i < 8; i += 1) expect((await open(token)).status).toBe(200);
  const ninth = await fetch(`${baseUrl}/wps/v2/wallets/balance/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ninth.status).toBe(429);
  // Closing a tab frees its place.
  streams.pop()!.close();
  await new Promise((r) => setTimeout(r, 200));
  expect((await open(token)).status).toBe(200);
});

test('app.close() is not held up by a stream left open (afterAll closes the app with this one still open)', async () => {
  const token = await loginAs(app, 'demo', 'Demo1234');
  const tab = await openBalanceStream(baseUrl, token);
  expect(tab.status).toBe(200);
  expect((await tab.next()).currency).toBe('PHP');
});
