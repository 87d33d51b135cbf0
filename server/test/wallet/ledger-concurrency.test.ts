import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { AppError } from '../../src/errors';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import {
  ensureMemberAccount,
  getBalance,
  postTransaction,
  systemAccount,
  type PostedTransaction,
} from '../../src/modules/wallet/ledger.service';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY, fund } from './ledger-helpers';

/**
 * The bank check under load (runs on PGlite, and on PostgreSQL when DATABASE_URL is set):
 * many concurrent transfers among a few accounts, with clients retrying the same key, giving
 * up early (a timeout race — the server keeps working) and occasionally retrying with a
 * tampered payload. Whatever the interleaving: Σ balances constant, balance = Σ entries, no
 * member below zero, every key applied at most once and exactly as its winning attempt said.
 */
const MEMBERS = 6;
const OPENING = 5_000;
const RUNS = 4;
const OPS = { minLength: 150, maxLength: 300 };

interface Op {
  from: number;
  to: number;
  amount: number;
  retries: number;
  abortAfterMs: number | null;
  tamper: boolean;
}

const opArb = fc
  .record({
    from: fc.integer({ min: 0, max: MEMBERS }),
    to: fc.integer({ min: 0, max: MEMBERS }),
    amount: fc.integer({ min: 1, max: 3_000 }),
    retries: fc.integer({ min: 0, max: 3 }),
    abortAfterMs: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    tamper: fc.boolean(),
  })
  .filter((op) => op.from !== op.to);

type Outcome = { ok: PostedTransaction } | { code: string };

describe('ledger under concurrent load (property)', () => {
  let app: FastifyInstance;
  let accounts: number[];
  let run = 0;
  const seen = { applied: 0, replayed: 0, INSUFFICIENT_BALANCE: 0, DUPLICATE_TRANSACTION: 0 };

  beforeAll(async () => {
    app = await createTestApp();
    // Index MEMBERS is the house (may go negative); the rest are members (may not).
    accounts = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const account = await ensureMemberAccount(app.db, `load-${i}`, 'PHP');
      await fund(app.db, account.id, OPENING, `load-open-${i}`);
      accounts.push(account.id);
    }
    accounts.push((await systemAccount(app.db, 'house', 'PHP')).id);
  });
  afterAll(async () => {
    await app.close();
  });

  const attempt = async (key: string, from: number, to: number, amount: number): Promise<Outcome> => {
    try {
      const ok = await postTransaction(app.db, {
        idempotencyKey: key,
        kind: 'transfer',
        legs: [
          { accountId: from, amountMinor: -amount },
          { accountId: to, amountMinor: amount },
        ],
      });
      return { ok };
    } catch (err) {
      if (err instanceof AppError) return { code: err.code };
      throw err;
    }
  };

  /** A client's view: it may stop waiting (abort) and retry, but the server work goes on. */
  const client = async (op: Op, key: string, settled: Promise<Outcome>[]) => {
    const from = accounts[op.from] as number;
    const to = accounts[op.to] as number;
    for (let i = 0; i <= op.retries; i += 1) {
      const amount = op.tamper && i === op.retries && i > 0 ? op.amount + 1 : op.amount;
      const work = attempt(key, from, to, amount);
      settled.push(work);
      if (op.abortAfterMs === null) await work;
      else await Promise.race([work, new Promise((r) => setTimeout(r, op.abortAfterMs ?? 0))]);
    }
  };

  it('keeps every invariant whatever the interleaving, retries and aborts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, OPS), async (ops) => {
        run += 1;
        const before = await Promise.all(accounts.map((id) => getBalance(app.db, id)));
        const attempts: { key: string; work: Promise<Outcome> }[] = [];
        await Promise.all(
          ops.map(async (op, i) => {
            const key = `load:${run}:${i}`;
            const settled: Promise<Outcome>[] = [];
            await client(op, key, settled);
            for (const work of settled) attempts.push({ key, work });
          }),
        );
        const outcomes = await Promise.all(
          attempts.map(async (a) => ({ key: a.key, outcome: await a.work })),
        );

        // Every key: all successful attempts agree on one transaction; failures are only the
        // business errors we expect.
        const winners = new Map<string, PostedTransaction>();
        for (const { key, outcome } of outcomes) {
          if ('code' in outcome) {
            expect(['INSUFFICIENT_BALANCE', 'DUPLICATE_TRANSACTION']).toContain(outcome.code);
            seen[outcome.code as 'INSUFFICIENT_BALANCE'] += 1;
            continue;
          }
          seen[outcome.ok.replayed ? 'replayed' : 'applied'] += 1;
          const first = winners.get(key);
          if (first) expect(outcome.ok.transactionId).toBe(first.transactionId);
          else winners.set(key, outcome.ok);
        }

        // Each winning key moved money exactly once, exactly as its result says.
        const expected = [...before];
        for (const tx of winners.values()) {
          for (const leg of tx.legs) {
            const index = accounts.indexOf(leg.accountId);
            expected[index] = (expected[index] ?? 0) + leg.amountMinor;
          }
        }
        const after = await Promise.all(accounts.map((id) => getBalance(app.db, id)));
        expect(after).toEqual(expected);
        expect(after.slice(0, MEMBERS).every((b) => b >= 0)).toBe(true);
        const rows = await app.db
          .selectFrom('wallet_transaction')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('idempotency_key', 'like', `load:${run}:%`)
          .executeTakeFirstOrThrow();
        expect(Number(rows.n)).toBe(winners.size);
        expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
      }),
      { numRuns: RUNS },
    );
    // The load really exercised every path (thousands of attempts in all).
    expect(
      seen.applied + seen.replayed + seen.INSUFFICIENT_BALANCE + seen.DUPLICATE_TRANSACTION,
    ).toBeGreaterThan(1_000);
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0);
    // ~25 s on an idle 2-core machine; generous for a loaded CI box.
  }, 180_000);
});
