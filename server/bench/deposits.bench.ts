/**
 * bench:deposits — deposit webhooks on PostgreSQL with TWO server processes on one database (the deployment shape):
 * webhooks per second with p50/p99 (goal ≥ 300/s on this machine), each order credited exactly once; and, while that
 * load runs, the time from a webhook to the new balance arriving in a member's open tab over the balance stream
 * (goal p95 ≤ 1 s), with the tab on one process and the webhook on the other. Prints a table and writes
 * bench-results/deposits.json. Run it alone on a quiet machine: `npm run bench:deposits`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signWebhook } from '../src/modules/payment-gateway-demo/payment-gateway-demo.service';
import { insertDepositOrder } from '../src/modules/payments/payments.repository';
import { ensureMemberAccount, getBalance } from '../src/modules/wallet/ledger.service';
import { createMemberWithSession } from '../test/bank-checker/fixtures';
import { CHECKER_SECRETS, startTwoServers } from '../test/bank-checker/two-servers';
import { openBalanceStream } from '../test/wallet/balance-stream-client';

const repoRoot = path.resolve(__dirname, '..', '..');
const PG_SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
/** Orders prepared per client: more than it can pay in DURATION at the goal rate. */
const ORDERS_PER_CLIENT = Number(process.env.BENCH_ORDERS ?? 400);
const AMOUNT_MINOR = 100_00;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function sendWebhook(url: string, orderId: number, gatewayTxId: string): Promise<string> {
  const signed = signWebhook(CHECKER_SECRETS.PAYMENT_GATEWAY_SECRET_DEMO, {
    gatewayTxId,
    merchantOrderId: orderId,
    amountMinor: AMOUNT_MINOR,
    status: 'paid',
  });
  const res = await fetch(`${url}/wps/v2/payments/gateway/demo/webhook`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  });
  const body = (await res.json()) as { value?: { outcome?: string } };
  return body.value?.outcome ?? `http ${res.status}`;
}

async function main() {
  const load = os.loadavg()[0]?.toFixed(2);
  const site = await startTwoServers(PG_SERVER);
  try {
    const stamp = Date.now() % 100_000;
    const expiresAt = new Date(Date.now() + 3_600_000);
    const clients: { memberId: number; orders: number[] }[] = [];
    for (let c = 0; c < CLIENTS; c += 1) {
      const { id } = await createMemberWithSession(site.db, {
        account: `dep${stamp}b${c}`,
        referralCode: `DB${stamp}X${c}`,
      });
      const orders: number[] = [];
      for (let o = 0; o < ORDERS_PER_CLIENT; o += 1) {
        const row = await insertDepositOrder(site.db, {
          memberId: id,
          channel: 'ewallet',
          currency: 'PHP',
          amountMinor: AMOUNT_MINOR,
          expiresAt,
        });
        orders.push(row.id);
      }
      clients.push({ memberId: id, orders });
    }
    const watcher = await createMemberWithSession(site.db, {
      account: `dep${stamp}w`,
      referralCode: `DW${stamp}`,
    });
    const watcherOrders: number[] = [];
    for (let o = 0; o < 400; o += 1) {
      watcherOrders.push(
        (
          await insertDepositOrder(site.db, {
            memberId: watcher.id,
            channel: 'ewallet',
            currency: 'PHP',
            amountMinor: AMOUNT_MINOR,
            expiresAt,
          })
        ).id,
      );
    }
    // The watcher's tab streams from process 0; its deposits arrive at process 1.
    const tab = await openBalanceStream(site.urls[0]!, watcher.token);
    await tab.next(10_000);

    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    const pushMs: number[] = [];
    const end = Date.now() + DURATION_MS;
    const loadDone = Promise.all(
      clients.map(async (client, c) => {
        for (let n = 0; n < client.orders.length && Date.now() < end; n += 1) {
          const started = performance.now();
          const outcome = await sendWebhook(
            site.urls[(c + n) % 2]!,
            client.orders[n]!,
            `GW-${stamp}-${c}-${n}`,
          );
          latencies.push(performance.now() - started);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }),
    );
    const watching = (async () => {
      let expected =
        (await getBalance(site.db, (await ensureMemberAccount(site.db, watcher.id, 'PHP')).id)) / 100;
      for (let n = 0; n < watcherOrders.length && Date.now() < end; n += 1) {
        const started = performance.now();
        const outcome = await sendWebhook(site.urls[1]!, watcherOrders[n]!, `GW-${stamp}-w-${n}`);
        if (outcome !== 'credited') throw new Error(`watcher webhook answered ${outcome}`);
        expected += AMOUNT_MINOR / 100;
        for (;;) {
          const event = await tab.next(5_000);
          if (Math.abs(event.sumBalance - expected) < 0.005) break;
        }
        pushMs.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.all([loadDone, watching]);
    tab.close();

    // Exactly once: each member's balance is what the credited answers say, no more.
    let wrongBalances = 0;
    const creditedPerMember = new Map<number, number>();
    for (const client of clients) {
      const balance = await getBalance(
        site.db,
        (await ensureMemberAccount(site.db, client.memberId, 'PHP')).id,
      );
      const paid = await site.db
        .selectFrom('deposit_order')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', client.memberId)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      creditedPerMember.set(client.memberId, Number(paid.n));
      if (balance !== Number(paid.n) * AMOUNT_MINOR) wrongBalances += 1;
    }
    latencies.sort((a, b) => a - b);
    pushMs.sort((a, b) => a - b);
    const webhooks = {
      perSecond: Math.round((latencies.length / DURATION_MS) * 1000),
      count: latencies.length,
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      outcomes: Object.fromEntries(outcomes),
      membersWithWrongBalance: wrongBalances,
    };
    const push = {
      samples: pushMs.length,
      p50Ms: Number(percentile(pushMs, 50).toFixed(1)),
      p95Ms: Number(percentile(pushMs, 95).toFixed(1)),
      maxMs: Number((pushMs.at(-1) ?? 0).toFixed(1)),
    };
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage1mBefore: load },
      clients: CLIENTS,
      durationS: DURATION_MS / 1000,
      webhooks,
      webhookToOpenTab: push,
      goal: { webhooksPerSecond: 300, webhookToOpenTabP95Ms: 1000 },
    };
    console.table({
      'webhooks/s': webhooks.perSecond,
      'webhook p50 ms': webhooks.p50Ms,
      'webhook p99 ms': webhooks.p99Ms,
      'members with a wrong balance': wrongBalances,
      'webhook → open tab p50 ms': push.p50Ms,
      'webhook → open tab p95 ms': push.p95Ms,
      'push samples': push.samples,
    });
    console.log('outcomes', webhooks.outcomes);
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'deposits.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log('wrote bench-results/deposits.json');
  } finally {
    await site.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
