import { auditLedger, isHealthy } from '../../src/modules/wallet/ledger-audit';
import type { Db } from '../../src/db/create-db';
import { createRng, type Rng } from './rng';

/**
 * The project's bank checker (Jepsen's "bank" test, docs/bank-checker.md): money paths are driven by
 * randomized, bounded storms against two server processes on one PostgreSQL database; from the answers
 * alone each plug-in computes what every member's balance must be, and the checker compares that model
 * with the ledger and with the API, and checks the ledger's own invariants.
 */

/** What one HTTP request got back, and which server answered it. */
export interface BankAnswer {
  http: number;
  body: unknown;
  server: number;
}

export interface BankOperation {
  /** Requests that are the same request (a retry) share an identity: they must all get the same answer. */
  identity: string;
  send(url: string): Promise<{ http: number; body: unknown }>;
}

/** Operations sent together, all at once, each to a random server (duplicates and conflicts in flight). */
export type BankBurst = BankOperation[];

export interface BankContext {
  db: Db;
  urls: string[];
  rng: Rng;
}

export interface BankModel {
  /** member id → the balance (minor units) the answers imply. */
  expectedBalanceMinor: Map<number, number>;
  /** Rules the answers broke (e.g. "bet B settled twice"). */
  violations: string[];
}

/** One money domain's part in the check. See docs/bank-checker.md for a worked example. */
export interface BankPlugin {
  name: string;
  /** Creates members, funds them through the ledger, issues tokens... */
  setup(ctx: BankContext): Promise<void>;
  /**
   * The storm, as lanes: a lane's bursts go out one after another (a round's bet before its win, mostly),
   * while up to `lanesInFlight` lanes of every plug-in run at once.
   */
  lanes(ctx: BankContext): BankBurst[][];
  /** HTTP statuses a business outcome may have (default: 200 only). */
  allowedHttp?: number[];
  model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel;
  apiBalanceMinor(memberId: number, url: string): Promise<number>;
  /** Extra invariants read from the database after the storm (e.g. "each hold resolved once"). */
  check?(ctx: BankContext): Promise<string[]>;
}

export interface BankReport {
  seed: number;
  requests: number;
  ms: number;
  violations: string[];
}

export async function runBankCheck(options: {
  db: Db;
  urls: string[];
  plugins: BankPlugin[];
  seed?: number;
  lanesInFlight?: number;
}): Promise<BankReport> {
  // BANK_SEED replays a run whose seed a failure printed (every check of the run takes it).
  const seed =
    options.seed ??
    (process.env.BANK_SEED ? Number(process.env.BANK_SEED) : Math.floor(Math.random() * 2 ** 31));
  const rng = createRng(seed);
  const ctx: BankContext = { db: options.db, urls: options.urls, rng };
  const violations: string[] = [];
  for (const plugin of options.plugins) await plugin.setup(ctx);
  const before = await auditLedger(options.db);
  if (!isHealthy(before)) violations.push(`ledger unhealthy before the storm: ${JSON.stringify(before)}`);

  const started = Date.now();
  const answers = new Map<string, BankAnswer[]>();
  const lanes = rng.shuffle(
    options.plugins.flatMap((plugin) => plugin.lanes(ctx).map((lane) => ({ plugin, lane }))),
  );
  let requests = 0;
  let next = 0;
  const worker = async () => {
    while (next < lanes.length) {
      const { plugin, lane } = lanes[next++]!;
      for (const burst of lane)
        await Promise.all(
          burst.map(async (op) => {
            const server = rng.int(0, options.urls.length - 1);
            requests += 1;
            let result: { http: number; body: unknown };
            try {
              result = await op.send(options.urls[server]!);
            } catch (err) {
              result = { http: 0, body: String(err) };
            }
            const key = `${plugin.name}|${op.identity}`;
            answers.set(key, [...(answers.get(key) ?? []), { ...result, server }]);
          }),
        );
    }
  };
  await Promise.all(Array.from({ length: options.lanesInFlight ?? 6 }, worker));
  const ms = Date.now() - started;

  for (const plugin of options.plugins) {
    const mine = new Map<string, BankAnswer[]>();
    const prefix = `${plugin.name}|`;
    for (const [key, list] of answers) if (key.startsWith(prefix)) mine.set(key.slice(prefix.length), list);
    violations.push(...answerViolations(plugin, mine));
    const model = plugin.model(mine);
    violations.push(...model.violations.map((v) => `${plugin.name}: ${v}`));
    for (const [memberId, expected] of model.expectedBalanceMinor) {
      const ledger = await ledgerBalanceMinor(options.db, memberId);
      const api = await plugin.apiBalanceMinor(memberId, options.urls[rng.int(0, options.urls.length - 1)]!);
      if (ledger !== expected || api !== expected) {
        violations.push(`${plugin.name}: member ${memberId} model ${expected} ledger ${ledger} api ${api}`);
      }
    }
    if (plugin.check) violations.push(...(await plugin.check(ctx)).map((v) => `${plugin.name}: ${v}`));
  }
  const after = await auditLedger(options.db);
  if (!isHealthy(after)) violations.push(`ledger unhealthy after the storm: ${JSON.stringify(after)}`);
  return { seed, requests, ms, violations };
}

/** No transport error, no 5xx, only the plug-in's business statuses, and one answer per identity. */
function answerViolations(plugin: BankPlugin, answers: ReadonlyMap<string, BankAnswer[]>): string[] {
  const allowed = plugin.allowedHttp ?? [200];
  const out: string[] = [];
  for (const [identity, list] of answers) {
    for (const a of list) {
      if (!allowed.includes(a.http))
        out.push(`${plugin.name}: ${identity} got HTTP ${a.http} ${JSON.stringify(a.body).slice(0, 200)}`);
    }
    const distinct = new Set(list.map((a) => JSON.stringify(a.body)));
    if (distinct.size > 1)
      out.push(
        `${plugin.name}: ${identity} answered differently: ${[...distinct].join(' | ').slice(0, 400)}`,
      );
  }
  return out;
}

async function ledgerBalanceMinor(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .selectFrom('wallet_account')
    .select('balance_minor')
    .where('kind', '=', 'member')
    .where('owner_ref', '=', String(memberId))
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.balance_minor), 0);
}
