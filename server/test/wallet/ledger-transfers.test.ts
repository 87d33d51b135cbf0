import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ensureMemberAccount,
  getBalance,
  postTransaction,
  postTransfers,
  systemAccount,
  type TransferInput,
} from '../../src/modules/wallet/ledger.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY, fund } from './ledger-helpers';

/** postTransfers: a chunk of two-leg transfers in one statement (migration 0104), as if posted one by one. */
describe('ledger batch transfers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const counts = async () => {
    const { rows } = await sql<{ t: string; e: string }>`
      select (select count(*) from wallet_transaction)::int8 as t, (select count(*) from wallet_entry)::int8 as e`.execute(
      app.db,
    );
    return { t: Number(rows[0]!.t), e: Number(rows[0]!.e) };
  };
  /** Every entry of the transactions with these keys, in ledger order, with accounts renamed by `names`. */
  const entriesOf = async (keys: string[], names: Map<number, string>) => {
    const { rows } = await sql<{
      key: string;
      account_id: string;
      amount_minor: string;
      balance_after_minor: string;
    }>`
      select t.idempotency_key as key, e.account_id, e.amount_minor, e.balance_after_minor
      from wallet_entry e join wallet_transaction t on t.id = e.transaction_id
      where t.idempotency_key = any(${keys}::text[]) order by e.id`.execute(app.db);
    return rows.map((r) => [
      r.key.replace(/^[ab]:/, ''),
      names.get(Number(r.account_id)),
      Number(r.amount_minor),
      Number(r.balance_after_minor),
    ]);
  };

  /** A house and three members funded alike, under a prefix so two identical worlds can be compared. */
  async function world(prefix: string) {
    const house = await ensureMemberAccount(app.db, `${prefix}-house-stand-in`, 'PHP'); // a member-kind payer checks the "never negative" rule
    const realHouse = await systemAccount(app.db, 'house', 'PHP');
    const [ann, ben, cat] = await Promise.all(
      ['ann', 'ben', 'cat'].map((n) => ensureMemberAccount(app.db, `${prefix}-${n}`, 'PHP')),
    );
    await fund(app.db, house.id, 10_000, `${prefix}:fund-house`);
    await fund(app.db, ann!.id, 500, `${prefix}:fund-ann`);
    const names = new Map([
      [house.id, 'payer'],
      [realHouse.id, 'house'],
      [ann!.id, 'ann'],
      [ben!.id, 'ben'],
      [cat!.id, 'cat'],
    ]);
    return { house, realHouse, ann: ann!, ben: ben!, cat: cat!, names };
  }

  it('records the same entries, running balances and totals as posting each transfer in turn', async () => {
    const a = await world('a');
    const b = await world('b');
    const plan = (w: Awaited<ReturnType<typeof world>>, p: string): TransferInput[] => [
      {
        idempotencyKey: `${p}:1`,
        kind: 'lottery-win',
        fromAccountId: w.realHouse.id,
        toAccountId: w.ann.id,
        amountMinor: 1_000,
      },
      {
        idempotencyKey: `${p}:2`,
        kind: 'lottery-win',
        fromAccountId: w.house.id,
        toAccountId: w.ben.id,
        amountMinor: 300,
      },
      {
        idempotencyKey: `${p}:3`,
        kind: 'lottery-win',
        fromAccountId: w.realHouse.id,
        toAccountId: w.ann.id,
        amountMinor: 250,
        metadata: { orderId: 3 },
      },
      // ben spends what the batch gave him a moment earlier: the running balance, not the starting one, decides.
      {
        idempotencyKey: `${p}:4`,
        kind: 'transfer',
        fromAccountId: w.ben.id,
        toAccountId: w.cat.id,
        amountMinor: 300,
      },
      {
        idempotencyKey: `${p}:5`,
        kind: 'lottery-refund',
        fromAccountId: w.realHouse.id,
        toAccountId: w.cat.id,
        amountMinor: 7,
      },
    ];
    const houseBefore = await getBalance(app.db, a.realHouse.id);
    await postTransfers(app.db, plan(a, 'a'));
    for (const t of plan(b, 'b')) {
      await postTransaction(app.db, {
        idempotencyKey: t.idempotencyKey,
        kind: t.kind,
        legs: [
          { accountId: t.fromAccountId, amountMinor: -t.amountMinor },
          { accountId: t.toAccountId, amountMinor: t.amountMinor },
        ],
      });
    }
    const batched = await entriesOf(['a:1', 'a:2', 'a:3', 'a:4', 'a:5'], a.names);
    const single = await entriesOf(['b:1', 'b:2', 'b:3', 'b:4', 'b:5'], b.names);
    // The shared house's running balance differs between worlds (it served both); everything else is identical.
    const withoutHouseBalance = (rows: unknown[][]) =>
      rows.map((r) => (r[1] === 'house' ? r.slice(0, 3) : r));
    expect(withoutHouseBalance(batched)).toEqual(withoutHouseBalance(single));
    expect(batched.filter((r) => r[1] === 'house').map((r) => r[3])).toEqual([
      houseBefore - 1_000,
      houseBefore - 1_250,
      houseBefore - 1_257,
    ]);
    expect(await Promise.all([a.ann, a.ben, a.cat, a.house].map((x) => getBalance(app.db, x.id)))).toEqual([
      1_750, 0, 307, 9_700,
    ]);
    const { rows } = await sql<{
      kind: string;
      metadata: unknown;
    }>`select kind, metadata from wallet_transaction where idempotency_key = 'a:3'`.execute(app.db);
    expect(rows[0]).toEqual({ kind: 'lottery-win', metadata: { orderId: 3 } });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('writes nothing when any transfer is refused: a balance going negative mid-batch, a missing account, two currencies', async () => {
    const w = await world('c');
    const usd = await systemAccount(app.db, 'house', 'USD');
    const before = await counts();
    const refusals: [TransferInput[], string][] = [
      [
        [
          // cat pays before anyone paid cat: refused even though the next transfer would cover it.
          {
            idempotencyKey: 'c:1',
            kind: 'transfer',
            fromAccountId: w.cat.id,
            toAccountId: w.ann.id,
            amountMinor: 100,
          },
          {
            idempotencyKey: 'c:2',
            kind: 'lottery-win',
            fromAccountId: w.realHouse.id,
            toAccountId: w.cat.id,
            amountMinor: 100,
          },
        ],
        'INSUFFICIENT_BALANCE',
      ],
      [
        [
          {
            idempotencyKey: 'c:3',
            kind: 'lottery-win',
            fromAccountId: w.realHouse.id,
            toAccountId: 987_654_321,
            amountMinor: 1,
          },
        ],
        'ACCOUNT_NOT_FOUND',
      ],
      [
        [
          {
            idempotencyKey: 'c:4',
            kind: 'lottery-win',
            fromAccountId: usd.id,
            toAccountId: w.ann.id,
            amountMinor: 1,
          },
        ],
        'INVALID_LEGS',
      ],
      [
        [
          {
            idempotencyKey: 'c:5',
            kind: 'lottery-win',
            fromAccountId: w.realHouse.id,
            toAccountId: w.ann.id,
            amountMinor: 0,
          },
        ],
        'INVALID_LEGS',
      ],
      [
        [
          {
            idempotencyKey: 'c:6',
            kind: 'lottery-win',
            fromAccountId: w.realHouse.id,
            toAccountId: w.ann.id,
            amountMinor: 1,
          },
          {
            idempotencyKey: 'c:6',
            kind: 'lottery-win',
            fromAccountId: w.realHouse.id,
            toAccountId: w.ben.id,
            amountMinor: 1,
          },
        ],
        'VALIDATION_FAILED',
      ],
    ];
    for (const [batch, code] of refusals) {
      await expect(postTransfers(app.db, batch)).rejects.toMatchObject({ code });
    }
    expect(await counts()).toEqual(before);
    expect(await getBalance(app.db, w.cat.id)).toBe(0);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('a batch sent again moves nothing more; a key reused for another amount is refused as a duplicate', async () => {
    const w = await world('d');
    const batch: TransferInput[] = [
      {
        idempotencyKey: 'd:1',
        kind: 'lottery-win',
        fromAccountId: w.realHouse.id,
        toAccountId: w.ann.id,
        amountMinor: 40,
      },
      {
        idempotencyKey: 'd:2',
        kind: 'lottery-win',
        fromAccountId: w.realHouse.id,
        toAccountId: w.ben.id,
        amountMinor: 60,
      },
    ];
    await postTransfers(app.db, batch);
    const after = await counts();
    await postTransfers(app.db, batch);
    // Partly seen before: d:2 is replayed, d:3 is new and posted.
    await postTransfers(app.db, [
      batch[1]!,
      {
        idempotencyKey: 'd:3',
        kind: 'lottery-win',
        fromAccountId: w.realHouse.id,
        toAccountId: w.cat.id,
        amountMinor: 5,
      },
    ]);
    expect(await counts()).toEqual({ t: after.t + 1, e: after.e + 2 });
    expect(await Promise.all([w.ann, w.ben, w.cat].map((x) => getBalance(app.db, x.id)))).toEqual([
      540, 60, 5,
    ]);
    await expect(postTransfers(app.db, [{ ...batch[0]!, amountMinor: 41 }])).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await getBalance(app.db, w.ann.id)).toBe(540);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
});
