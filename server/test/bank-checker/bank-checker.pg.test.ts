import { requirePostgresUrl } from '../helpers/postgres';
import { runBankCheck } from './bank-checker';
import { seamlessWalletPlugin } from './plugins/seamless-wallet.plugin';
import { depositWebhookPlugin } from './plugins/deposit-webhook.plugin';
import { lotteryPlugin } from './plugins/lottery.plugin';
import { rebatePlugin } from './plugins/rebate.plugin';
import { rafflePlugin } from './plugins/raffle.plugin';
import { missionsPlugin } from './plugins/missions.plugin';
import { pointRewardsPlugin } from './plugins/point-rewards.plugin';
import { transferWalletPlugin } from './plugins/transfer-wallet.plugin';
import { agentPlugin } from './plugins/agent.plugin';
import { staffDecisionsPlugin } from './plugins/staff-decisions.plugin';
import type { BankAnswer, BankPlugin } from './bank-checker';
import { startTwoServers, type TwoServers } from './two-servers';

/**
 * The bank check on PostgreSQL with two server processes (docs/bank-checker.md). PostgreSQL-only: run by the
 * suite's PostgreSQL step, and a failure — not a skip — when no database is configured.
 */
let site: TwoServers;

beforeAll(async () => {
  site = await startTwoServers(requirePostgresUrl());
}, 180_000);
afterAll(async () => site?.close());

test('seamless-wallet storms against two processes: model = ledger = API, one answer per id, no 5xx', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [seamlessWalletPlugin()] });
  console.log(`bank check: seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);
}, 180_000);

test('deposit webhooks storm against two processes: each order credited at most once, model = ledger = API', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [depositWebhookPlugin()] });
  console.log(`bank check (deposits): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);
}, 180_000);

test('lottery bets and racing settlers against two processes: each order debited once and paid once, model = ledger = API', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [lotteryPlugin()] });
  console.log(`bank check (lottery): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);
}, 180_000);

test('rebate claims with many keys and retries against two processes: one claim per member and day, paid once, model = ledger = API', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [rebatePlugin()] });
  console.log(`bank check (rebate): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);
}, 180_000);

test('transfer wallets: ins, outs and recall-all racing with every key sent several times to both processes: each key moves money once, main + vendor conserved, model = ledger = API = vendor', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [transferWalletPlugin()] });
  console.log(
    `bank check (transfer wallets): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`,
  );
  expect(report.violations).toEqual([]);
}, 180_000);

test('red envelope tickets each opened several times at once on both processes: one prize per ticket, the same in every answer, model = ledger = API', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [rafflePlugin()] });
  console.log(`bank check (raffle): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);
}, 180_000);

test('mission claims sent several times to both processes: one payment per member, mission and period, the rest MISSION_ALREADY_CLAIMED, model = ledger = API', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [missionsPlugin()] });
  console.log(`bank check (missions): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);
}, 180_000);

test('points redemptions of a limited cash reward, every key sent several times to both processes, then approvals sent twice: stock and points never below 0, each approved redemption paid once, model = ledger = API', async () => {
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [pointRewardsPlugin()] });
  console.log(
    `bank check (point rewards): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`,
  );
  expect(report.violations).toEqual([]);
}, 180_000);

test('agent money paths: transfers down and up the tree with the PIN (keys sent 1-4 times), bills paid later or rejected at once on both processes, settlement jobs racing: each key and bill moves money once, each (contract, period) billed once, model = ledger = API; a doubled payment in the answers is caught', async () => {
  const plugin = agentPlugin();
  let seen: ReadonlyMap<string, BankAnswer[]> = new Map();
  const spy: BankPlugin = { ...plugin, model: (answers) => ((seen = answers), plugin.model(answers)) };
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [spy] });
  console.log(`bank check (agent): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`);
  expect(report.violations).toEqual([]);

  // The check can fail: a second "moved it" answer for one transfer key, or a second decision on a bill, is a
  // violation, and the model then expects money the ledger does not hold.
  const doubled = (pick: (identity: string, a: BankAnswer) => boolean) => {
    const entry = [...seen].find(([identity, list]) => list.some((a) => pick(identity, a)))!;
    const copy = new Map(seen);
    copy.set(entry[0], [...entry[1], ...entry[1].filter((a) => pick(entry[0], a))]);
    return plugin.model(copy);
  };
  const clean = plugin.model(seen);
  const fresh = (identity: string, a: BankAnswer) =>
    identity.startsWith('down:') &&
    a.http === 200 &&
    !(a.body as { value: { replayed: boolean } }).value.replayed;
  const paid = (identity: string, a: BankAnswer) => identity.startsWith('pay:') && a.http === 200;
  for (const model of [doubled(fresh), doubled(paid)]) {
    expect(model.violations.length).toBeGreaterThan(0);
    expect(
      [...model.expectedBalanceMinor].some(([id, minor]) => clean.expectedBalanceMinor.get(id) !== minor),
    ).toBe(true);
  }
}, 180_000);

test('back-office decisions: two staff approve and reject the same withdrawals at once on both processes, and mark the same deposits paid: each decided once, each credited once, one audit row each, model = ledger = API; a doubled decision in the answers is caught', async () => {
  const plugin = staffDecisionsPlugin();
  let seen: ReadonlyMap<string, BankAnswer[]> = new Map();
  const spy: BankPlugin = { ...plugin, model: (answers) => ((seen = answers), plugin.model(answers)) };
  const report = await runBankCheck({ db: site.db, urls: site.urls, plugins: [spy] });
  console.log(
    `bank check (staff decisions): seed ${report.seed}, ${report.requests} requests in ${report.ms} ms`,
  );
  expect(report.violations).toEqual([]);

  // The check can fail: a second OK for one deposit is a violation and a credit the ledger does not hold.
  const [identity, list] = [...seen].find(([id, l]) => id.startsWith('mark-paid:') && l[0]?.http === 200)!;
  const order = identity.split(':')[1];
  const refused = [...seen.keys()].find((id) => id.startsWith(`mark-paid:${order}:`) && id !== identity)!;
  const copy = new Map(seen);
  copy.set(refused, list);
  const doubled = plugin.model(copy);
  expect(doubled.violations.join('\n')).toMatch(/marked paid 2 times/);
}, 180_000);
