import type { FastifyInstance } from 'fastify';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import {
  ensureMemberAccount,
  getBalance,
  hold,
  postHold,
  systemAccount,
  vendorAccount,
  voidHold,
} from '../../src/modules/wallet/ledger.service';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY, fund } from './ledger-helpers';

describe('two-phase holds', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const setup = async (name: string, amount: number) => {
    const member = await ensureMemberAccount(app.db, name, 'PHP');
    await fund(app.db, member.id, amount, `dep:${name}`);
    return member;
  };

  it('reserves into pending, then posts exactly once to the destination', async () => {
    const member = await setup('h-alice', 1_000);
    const outside = await systemAccount(app.db, 'outside-world', 'PHP');
    const pending = await systemAccount(app.db, 'pending', 'PHP');
    const pendingBefore = await getBalance(app.db, pending.id);

    const held = await hold(app.db, { holdKey: 'wd:1', accountId: member.id, amountMinor: 400 });
    expect(held).toMatchObject({ status: 'held', amountMinor: 400, sourceAccountId: member.id });
    expect(await getBalance(app.db, member.id)).toBe(600);
    expect(await getBalance(app.db, pending.id)).toBe(pendingBefore + 400);

    const posted = await postHold(app.db, { holdKey: 'wd:1', toAccountId: outside.id });
    const again = await postHold(app.db, { holdKey: 'wd:1', toAccountId: outside.id });
    expect(posted.status).toBe('posted');
    expect(again.transaction).toEqual({ ...posted.transaction, replayed: true });
    expect(await getBalance(app.db, pending.id)).toBe(pendingBefore);
    expect(await getBalance(app.db, member.id)).toBe(600);
    await expect(voidHold(app.db, { holdKey: 'wd:1' })).rejects.toMatchObject({
      status: 409,
      code: 'HOLD_ALREADY_SETTLED',
    });
  });

  it('voids back to the source, once; a later post is refused', async () => {
    const member = await setup('h-bob', 1_000);
    const vendor = await vendorAccount(app.db, 'TW', 'PHP');
    await hold(app.db, { holdKey: 'tw:1', accountId: member.id, amountMinor: 1_000 });
    expect(await getBalance(app.db, member.id)).toBe(0);
    const voided = await voidHold(app.db, { holdKey: 'tw:1' });
    expect((await voidHold(app.db, { holdKey: 'tw:1' })).transaction.replayed).toBe(true);
    expect(voided.status).toBe('voided');
    expect(await getBalance(app.db, member.id)).toBe(1_000);
    await expect(postHold(app.db, { holdKey: 'tw:1', toAccountId: vendor.id })).rejects.toMatchObject({
      code: 'HOLD_ALREADY_SETTLED',
    });
  });

  it('replays a repeated hold, refuses one beyond the balance and a changed one', async () => {
    const member = await setup('h-carol', 500);
    const first = await hold(app.db, { holdKey: 'wd:c', accountId: member.id, amountMinor: 300 });
    const again = await hold(app.db, { holdKey: 'wd:c', accountId: member.id, amountMinor: 300 });
    expect(again.transaction).toEqual({ ...first.transaction, replayed: true });
    await expect(
      hold(app.db, { holdKey: 'wd:c', accountId: member.id, amountMinor: 200 }),
    ).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    await expect(
      hold(app.db, { holdKey: 'wd:c2', accountId: member.id, amountMinor: 201 }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await getBalance(app.db, member.id)).toBe(200);
  });

  it('settles once when post and void race', async () => {
    const member = await setup('h-dave', 800);
    const outside = await systemAccount(app.db, 'outside-world', 'PHP');
    await hold(app.db, { holdKey: 'race:1', accountId: member.id, amountMinor: 800 });
    const results = await Promise.allSettled([
      postHold(app.db, { holdKey: 'race:1', toAccountId: outside.id }),
      voidHold(app.db, { holdKey: 'race:1' }),
      postHold(app.db, { holdKey: 'race:1', toAccountId: outside.id }),
      voidHold(app.db, { holdKey: 'race:1' }),
    ]);
    const statuses = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.status] : [])));
    expect(statuses.size).toBe(1);
    const balance = await getBalance(app.db, member.id);
    expect(balance).toBe(statuses.has('voided') ? 800 : 0);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('answers 404 HOLD_NOT_FOUND for an unknown hold', async () => {
    await expect(voidHold(app.db, { holdKey: 'nope' })).rejects.toMatchObject({
      status: 404,
      code: 'HOLD_NOT_FOUND',
    });
  });
});
