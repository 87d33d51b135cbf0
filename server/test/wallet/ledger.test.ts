import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ensureMemberAccount,
  getBalance,
  postTransaction,
  systemAccount,
  vendorAccount,
} from '../../src/modules/wallet/ledger.service';
import { createTestApp } from '../helpers/test-app';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { HEALTHY, fund } from './ledger-helpers';

describe('ledger rules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const countRows = async () => {
    const { rows } = await sql<{ t: number; e: number }>`
      select (select count(*) from wallet_transaction)::int8 as t, (select count(*) from wallet_entry)::int8 as e`.execute(
      app.db,
    );
    return rows[0];
  };

  it('moves money between accounts and keeps the materialised balances', async () => {
    const alice = await ensureMemberAccount(app.db, 'alice', 'PHP');
    const vendor = await vendorAccount(app.db, 'PG', 'PHP');
    await fund(app.db, alice.id, 10_000, 'dep:alice:1');
    const bet = await postTransaction(app.db, {
      idempotencyKey: 'bet:PG:1',
      kind: 'bet',
      legs: [
        { accountId: alice.id, amountMinor: -2_500 },
        { accountId: vendor.id, amountMinor: 2_500 },
      ],
      metadata: { round: 'r1' },
    });
    expect(bet.replayed).toBe(false);
    expect(bet.legs).toEqual([
      { accountId: alice.id, amountMinor: -2_500, balanceAfterMinor: 7_500 },
      { accountId: vendor.id, amountMinor: 2_500, balanceAfterMinor: 2_500 },
    ]);
    expect(await getBalance(app.db, alice.id)).toBe(7_500);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('ensureMemberAccount returns the same account on every call', async () => {
    const [a, b] = await Promise.all([
      ensureMemberAccount(app.db, 42, 'USD'),
      ensureMemberAccount(app.db, '42', 'USD'),
    ]);
    expect(a.id).toBe(b?.id);
    expect(a).toMatchObject({
      kind: 'member',
      ownerRef: '42',
      currency: 'USD',
      balanceMinor: 0,
      code: 'member:42:USD',
    });
  });

  it('replays the same key with the same payload: first result, nothing moves again', async () => {
    const bob = await ensureMemberAccount(app.db, 'bob', 'PHP');
    const first = await fund(app.db, bob.id, 1_000, 'dep:bob:1');
    const again = await fund(app.db, bob.id, 1_000, 'dep:bob:1');
    expect(again).toEqual({ ...first, replayed: true });
    expect(await getBalance(app.db, bob.id)).toBe(1_000);
  });

  it('refuses the same key with a different payload (409 DUPLICATE_TRANSACTION) and moves nothing', async () => {
    const carol = await ensureMemberAccount(app.db, 'carol', 'PHP');
    await fund(app.db, carol.id, 1_000, 'dep:carol:1');
    const before = await countRows();
    await expect(fund(app.db, carol.id, 2_000, 'dep:carol:1')).rejects.toMatchObject({
      status: 409,
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await getBalance(app.db, carol.id)).toBe(1_000);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a debit beyond the balance (INSUFFICIENT_BALANCE with the actual balance) and leaves nothing', async () => {
    const dave = await ensureMemberAccount(app.db, 'dave', 'PHP');
    const house = await systemAccount(app.db, 'house', 'PHP');
    await fund(app.db, dave.id, 500, 'dep:dave:1');
    const before = await countRows();
    const overdraw = postTransaction(app.db, {
      idempotencyKey: 'bet:dave:1',
      kind: 'bet',
      legs: [
        { accountId: dave.id, amountMinor: -501 },
        { accountId: house.id, amountMinor: 501 },
      ],
    });
    await expect(overdraw).rejects.toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_BALANCE',
      value: { accountId: dave.id, balanceMinor: 500 },
    });
    expect(await countRows()).toEqual(before);
    expect(await getBalance(app.db, dave.id)).toBe(500);
    // The key was not consumed by the failure: a retry that now fits goes through.
    await fund(app.db, dave.id, 1, 'dep:dave:2');
    const retry = await postTransaction(app.db, {
      idempotencyKey: 'bet:dave:1',
      kind: 'bet',
      legs: [
        { accountId: dave.id, amountMinor: -501 },
        { accountId: house.id, amountMinor: 501 },
      ],
    });
    expect(retry.legs[0]?.balanceAfterMinor).toBe(0);
  });

  it('lets the house and the outside world go negative', async () => {
    const house = await systemAccount(app.db, 'house', 'PHP');
    const erin = await ensureMemberAccount(app.db, 'erin', 'PHP');
    const win = await postTransaction(app.db, {
      idempotencyKey: 'win:erin:1',
      kind: 'win',
      legs: [
        { accountId: house.id, amountMinor: -100_000 },
        { accountId: erin.id, amountMinor: 100_000 },
      ],
    });
    expect(win.legs[0]?.balanceAfterMinor).toBeLessThan(0);
  });

  it.each([
    ['one leg', [{ accountId: 1, amountMinor: 0 }]],
    [
      'a zero amount',
      [
        { accountId: 1, amountMinor: 0 },
        { accountId: 2, amountMinor: 0 },
      ],
    ],
    [
      'a fractional amount',
      [
        { accountId: 1, amountMinor: -1.5 },
        { accountId: 2, amountMinor: 1.5 },
      ],
    ],
    [
      'the same account twice',
      [
        { accountId: 1, amountMinor: -1 },
        { accountId: 1, amountMinor: 1 },
      ],
    ],
    [
      'legs that do not sum to zero',
      [
        { accountId: 1, amountMinor: -1 },
        { accountId: 2, amountMinor: 2 },
      ],
    ],
  ])('rejects %s with 400 INVALID_LEGS', async (_name, legs) => {
    const before = await countRows();
    await expect(
      postTransaction(app.db, { idempotencyKey: `bad:${_name}`, kind: 'test', legs }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_LEGS' });
    expect(await countRows()).toEqual(before);
  });

  it('rejects legs across currencies that do not balance per currency', async () => {
    const php = await ensureMemberAccount(app.db, 'frank', 'PHP');
    const usd = await ensureMemberAccount(app.db, 'frank', 'USD');
    await fund(app.db, php.id, 100, 'dep:frank:1');
    await expect(
      postTransaction(app.db, {
        idempotencyKey: 'fx:frank:1',
        kind: 'exchange',
        legs: [
          { accountId: php.id, amountMinor: -100 },
          { accountId: usd.id, amountMinor: 100 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'INVALID_LEGS' });
  });

  it('rejects an unknown account with 404 ACCOUNT_NOT_FOUND', async () => {
    const house = await systemAccount(app.db, 'house', 'PHP');
    await expect(
      postTransaction(app.db, {
        idempotencyKey: 'ghost:1',
        kind: 'test',
        legs: [
          { accountId: house.id, amountMinor: -1 },
          { accountId: 999_999, amountMinor: 1 },
        ],
      }),
    ).rejects.toMatchObject({ status: 404, code: 'ACCOUNT_NOT_FOUND' });
  });

  it('joins the caller transaction: a rollback there undoes the movement', async () => {
    const gina = await ensureMemberAccount(app.db, 'gina', 'PHP');
    await expect(
      app.db.transaction().execute(async (trx) => {
        await fund(trx, gina.id, 700, 'dep:gina:1');
        throw new Error('bet record insert failed');
      }),
    ).rejects.toThrow('bet record insert failed');
    expect(await getBalance(app.db, gina.id)).toBe(0);
    // Nothing of it remains, so the key is still free.
    expect((await fund(app.db, gina.id, 700, 'dep:gina:1')).replayed).toBe(false);
  });

  it('keeps entries append-only and balances non-negative at the database level too', async () => {
    await expect(sql`update wallet_entry set amount_minor = 1`.execute(app.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from wallet_entry`.execute(app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from wallet_transaction`.execute(app.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`update wallet_account set balance_minor = -1 where kind = 'member'`.execute(app.db),
    ).rejects.toThrow(/wallet_account_non_negative/);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
});
