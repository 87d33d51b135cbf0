import type { FastifyInstance } from 'fastify';
import { runSeed } from '../../../src/db/seed/run-seed';
import { createTestApp } from '../../helpers/test-app';

describe('member-centre seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('gives demo a paid deposit, a met turnover, a payout account and one pending withdrawal — once', async () => {
    await runSeed(app.db);
    await runSeed(app.db);
    const demo = await app.db
      .selectFrom('member')
      .select('id')
      .where('account', '=', 'demo')
      .executeTakeFirstOrThrow();
    const count = async (table: 'deposit_order' | 'payout_account' | 'withdrawal_order') =>
      (await app.db.selectFrom(table).select('id').where('member_id', '=', demo.id).execute()).length;
    // Other seeds (promotions, agents) give demo bet rows of their own: this seed's is its one round.
    const seededRounds = async () =>
      (
        await app.db
          .selectFrom('bet_record')
          .select('id')
          .where('member_id', '=', demo.id)
          .where('round_id', '=', 'SEED-MC-1')
          .execute()
      ).length;
    expect(await count('deposit_order')).toBe(1);
    expect(await count('payout_account')).toBe(1);
    expect(await seededRounds()).toBe(1);
    const orders = await app.db
      .selectFrom('withdrawal_order')
      .selectAll()
      .where('member_id', '=', demo.id)
      .execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('pending');
    const kinds = (
      await app.db.selectFrom('member_message').select('kind').where('member_id', '=', demo.id).execute()
    ).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deposit.arrived', 'withdrawal.requested']));
    const reqs = await app.withdrawalRequirements.collect(app.db, demo.id);
    // The promotions seed adds demo's bonus wagering to the same registry; this seed's rule is the deposit turnover.
    expect(reqs.filter((r) => r.kind === 'deposit-turnover')).toEqual([
      expect.objectContaining({ kind: 'deposit-turnover', requiredMinor: 1_000_00, progressMinor: 1_000_00 }),
    ]);
  }, 120_000);
});
