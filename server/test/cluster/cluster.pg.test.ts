import { createDb, type Db } from '../../src/db/create-db';
import { runBankCheck, type BankPlugin } from '../bank-checker/bank-checker';
import { seamlessWalletPlugin } from '../bank-checker/plugins/seamless-wallet.plugin';
import { CHECKER_SECRETS } from '../bank-checker/two-servers';
import { startCluster, type ClusterProcess } from '../helpers/cluster-process';
import { requirePostgresUrl } from '../helpers/postgres';
import { createScratchDatabase } from '../helpers/test-app';
import { openBalanceStream } from '../wallet/balance-stream-client';

/**
 * The site as a cluster (docs/deployment.md "Several processes"): `npm run cluster` itself — three server processes
 * on one PostgreSQL database behind the real HAProxy, round-robin, no sticky sessions. A player's session works on
 * every node, a balance change on one node reaches a stream held on another, limits are one budget for the cluster,
 * a node draining on SIGTERM fails no request, and money holds when a node is SIGKILLed mid-storm.
 */
let cluster: ClusterProcess;
let db: Db;
let drop: () => Promise<void>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const scratch = await createScratchDatabase(requirePostgresUrl());
  drop = scratch.drop;
  cluster = await startCluster({ DATABASE_URL: scratch.url, SEED_ON_START: 'true', ...CHECKER_SECRETS });
  db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
  for (const m of await db.selectFrom('member').select(['id', 'account']).execute()) ids[m.account] = m.id;
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
  await db?.destroy();
  await drop?.();
}, 60_000);

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // Envelope values differ per call; each test reads the fields it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: { success: boolean; code: string; value: any } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a balancer error page)
  }
  return { status: res.status, node: res.headers.get('x-served-by'), json, text };
}

async function login(account: string, password = 'Player1234', headers: Record<string, string> = {}) {
  const res = await call(
    'POST',
    `${cluster.url}/wps/session/login`,
    { username: account, password },
    headers,
  );
  if (!res.json?.success) throw new Error(`login ${account}: ${res.text}`);
  return res.json.value.token as string;
}

test('a session made through one node works on every node (no sticky sessions)', async () => {
  const token = await login('player1');
  const answers = await Promise.all(
    Array.from({ length: 6 }, () =>
      call('GET', `${cluster.url}/wps/v2/wallets/balance`, undefined, { authorization: `Bearer ${token}` }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(new Set(answers.map((a) => a.node))).toEqual(new Set(['n1', 'n2', 'n3']));
});

test('a balance change committed on any node reaches a stream held through the balancer within 1 s', async () => {
  const token = await login('player2');
  const stream = await openBalanceStream(cluster.url, token);
  try {
    expect(stream.status).toBe(200);
    let last = Number((await stream.next()).sumBalance);
    for (const [i, nodeUrl] of cluster.nodeUrls.entries()) {
      const started = Date.now();
      const funded = await call('POST', `${nodeUrl}/wps/dev/ledger/fund`, {
        idempotencyKey: `cluster-sse-${i}`,
        memberId: ids.player2,
        currency: 'PHP',
        amountMinor: 1_000,
      });
      expect(funded.status).toBe(200);
      const pushed = await stream.next(1_000);
      expect(Number(pushed.sumBalance)).toBeCloseTo(last + 10, 2);
      expect(Date.now() - started).toBeLessThan(1_000);
      last = Number(pushed.sumBalance);
    }
  } finally {
    stream.close();
  }
});

test('login-failure and trial-account limits are one budget for the cluster, not one per node', async () => {
  // One wrong password makes the account ask for a captcha (login-guard.ts) — on every node, not only the one that
  // counted it. The forged X-Forwarded-For is ignored: the balancer appends the address it saw, the one hop trusted.
  const wrong = await call(
    'POST',
    `${cluster.url}/wps/session/login`,
    { username: 'player3', password: 'wrong-password-1' },
    { 'x-forwarded-for': '203.0.113.9' },
  );
  expect(wrong.json?.code).toBe('INVALID_CREDENTIALS');
  const next = await Promise.all(
    [1, 2, 3].map(() =>
      call('POST', `${cluster.url}/wps/session/login`, { username: 'player3', password: 'Player1234' }),
    ),
  );
  expect(next.map((a) => a.json?.code)).toEqual(['CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED']);
  expect(new Set(next.map((a) => a.node)).size).toBe(3);
  const attempt = await db
    .selectFrom('login_attempt')
    .select('ip')
    .where('account', '=', 'player3')
    .executeTakeFirstOrThrow();
  expect(attempt.ip).toBe('127.0.0.1');

  // Three trial accounts an hour per device (abuse-limits.ts): six tries across three nodes still make three.
  const device = { 'x-device-signature': `cluster-device-${Date.now()}` };
  const trials = [];
  for (let i = 0; i < 6; i += 1)
    trials.push(await call('POST', `${cluster.url}/wps/session/login/freeplay`, { currency: 'PHP' }, device));
  expect(trials.map((t) => t.status)).toEqual([200, 200, 200, 429, 429, 429]);
});

test('SIGTERM on a node under load: the balancer drains it and no request fails', async () => {
  const token = await login('player4');
  const statuses: number[] = [];
  let running = true;
  const load = async (lane: number) => {
    for (let i = 0; running; i += 1) {
      const read = await call('GET', `${cluster.url}/wps/v2/wallets/balance`, undefined, {
        authorization: `Bearer ${token}`,
      });
      const write = await call('POST', `${cluster.url}/wps/dev/ledger/fund`, {
        idempotencyKey: `cluster-drain-${lane}-${i}`,
        memberId: ids.player4,
        currency: 'PHP',
        amountMinor: 1,
      });
      statuses.push(read.status, write.status);
    }
  };
  const lanes = Promise.all([0, 1, 2, 3].map(load));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const gone = cluster.waitFor(/node 2 exited code=0/, 20_000);
  cluster.command('term', 2);
  await gone;
  running = false;
  await lanes;
  expect(statuses.length).toBeGreaterThan(40);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  const back = cluster.waitFor(/node 2 up/, 90_000);
  cluster.command('start', 2);
  await back;
}, 120_000);

/**
 * The vendor's side of the documented retry case (docs/deployment.md "Several processes"): a POST in flight on a
 * node that is SIGKILLed gets a 502 from the balancer or its connection closed without an answer — applied or not,
 * nobody knows — and the vendor sends the same call again, same transaction id, as the seamless-wallet contract
 * asks. Every other answer is the storm's own.
 */
function retryingUnknownOutcomes(plugin: BankPlugin, retried: { count: number }): BankPlugin {
  return {
    ...plugin,
    lanes: (ctx) =>
      plugin.lanes(ctx).map((lane) =>
        lane.map((burst) =>
          burst.map((op) => ({
            identity: op.identity,
            async send(url: string) {
              for (let attempt = 0; ; attempt += 1) {
                const last = attempt >= 5;
                try {
                  const answer = await op.send(url);
                  if (answer.http !== 502 || last) return answer;
                } catch (err) {
                  if (last) throw err;
                }
                retried.count += 1;
                await new Promise((resolve) => setTimeout(resolve, 100));
              }
            },
          })),
        ),
      ),
  };
}

test('the bank checker through the balancer, one node SIGKILLed and restarted mid-storm: model = ledger = API, no 5xx', async () => {
  const retried = { count: 0 };
  const plugin = retryingUnknownOutcomes(seamlessWalletPlugin({ members: 10, roundsPerMember: 20 }), retried);
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const gone = cluster.waitFor(/node 3 exited code=null signal=SIGKILL/, 10_000);
    cluster.command('kill', 3);
    await gone;
    const back = cluster.waitFor(/node 3 up/, 90_000);
    cluster.command('start', 3);
    await back;
  })();
  const report = await runBankCheck({ db, urls: [cluster.url], plugins: [plugin] });
  await killer;
  console.log(
    `cluster bank check: seed ${report.seed}, ${report.requests} requests in ${report.ms} ms, ${retried.count} retried after a 502 or a closed connection`,
  );
  expect(report.violations).toEqual([]);
}, 180_000);
