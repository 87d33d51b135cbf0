import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { signWebhook } from '../../src/modules/payment-gateway-demo/payment-gateway-demo.service';
import { insertDepositOrder } from '../../src/modules/payments/payments.repository';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { ensureMemberAccount, getBalance } from '../../src/modules/wallet/ledger.service';
import { createMemberWithSession } from '../bank-checker/fixtures';
import { CHECKER_SECRETS } from '../bank-checker/two-servers';
import { requirePostgresUrl } from '../helpers/postgres';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { createScratchDatabase } from '../helpers/test-app';
import { HEALTHY } from '../wallet/ledger-helpers';

/**
 * Crash safety of deposits (PostgreSQL only: the test reads the database while the server runs). The real server is
 * SIGKILLed while a gateway delivers paid webhooks; restarted on the same database, the gateway retries EVERY
 * callback, the acknowledged ones included, as a real gateway does when it never heard an answer. Each order must be
 * credited exactly once and the ledger must be whole.
 */
const ORDERS = 240;
const WORKERS = 12;
const AMOUNT_MINOR = 100_00;

async function deliver(url: string, orderId: number): Promise<string> {
  const signed = signWebhook(CHECKER_SECRETS.PAYMENT_GATEWAY_SECRET_DEMO, {
    gatewayTxId: `CRASH-${orderId}`,
    merchantOrderId: orderId,
    amountMinor: AMOUNT_MINOR,
    status: 'paid',
  });
  const res = await fetch(`${url}/wps/v2/payments/gateway/demo/webhook`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  });
  return ((await res.json()) as { value: { outcome: string } }).value.outcome;
}

let db: Db;
let drop: () => Promise<void>;
let url: string;
beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  url = scratch.url;
  db = await createDb({ databaseUrl: url, dataDir: '' });
  await migrateToLatest(db);
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

test('SIGKILL while webhooks are applied; after the restart every callback is retried: each order credited once', async () => {
  const member = await createMemberWithSession(db, { account: 'crashdep', referralCode: 'CRASHDEP' });
  const orders: number[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const row = await insertDepositOrder(db, {
      memberId: member.id,
      channel: 'ewallet',
      currency: 'PHP',
      amountMinor: AMOUNT_MINOR,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    orders.push(row.id);
  }
  const env = { DATABASE_URL: url, ...CHECKER_SECRETS, JOBS_ENABLED: 'false' };
  let server: ServerProcess = await startServer(env);
  const acked = new Set<number>();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed && next < orders.length) {
      const orderId = orders[next++]!;
      try {
        if ((await deliver(server.url, orderId)) === 'credited') acked.add(orderId);
      } catch {
        // the connection died with the server: the gateway does not know, and will retry
      }
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));
  while (acked.size < 60) await new Promise((r) => setTimeout(r, 10));
  server.proc.kill('SIGKILL');
  killed = true;
  await server.exited;
  await load;
  expect(acked.size).toBeLessThan(ORDERS);

  server = await startServer(env);
  try {
    // The gateway retries everything; an acknowledged order gets its first answer again, nothing moves twice.
    const outcomes = await Promise.all(orders.map((id) => deliver(server.url, id)));
    expect(new Set(outcomes)).toEqual(new Set(['credited']));
    const account = await ensureMemberAccount(db, member.id, 'PHP');
    expect(await getBalance(db, account.id)).toBe(ORDERS * AMOUNT_MINOR);
    const credits = await db
      .selectFrom('wallet_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(ORDERS);
    expect(await auditLedger(db)).toMatchObject(HEALTHY);
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
}, 240_000);
