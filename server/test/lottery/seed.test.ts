import type { FastifyInstance } from 'fastify';
import { createSeededApp } from '../helpers/accounts';
import { seedLottery } from '../../src/db/seed/lottery';

// The lottery seed gives a fresh start real history (drawn, settled issues and demo orders) and is idempotent.
describe('lottery seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  });
  afterAll(async () => app.close());

  it('draws and settles past issues, plays demo orders once, and a second run changes nothing', async () => {
    const now = new Date('2026-11-23T05:00:00Z');
    const first = await seedLottery(app.db, now);
    expect(first.orders).toBe(8);
    const count = async (table: 'lottery_issue' | 'lottery_order' | 'wallet_transaction') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const snapshot = [
      await count('lottery_issue'),
      await count('lottery_order'),
      await count('wallet_transaction'),
    ];
    await seedLottery(app.db, now);
    expect([
      await count('lottery_issue'),
      await count('lottery_order'),
      await count('wallet_transaction'),
    ]).toEqual(snapshot);

    // A run a few minutes later (the whole seed takes seconds, and a keno draw passes every minute) places no new
    // demo order: the "issues back" now point at other issues, which must not take one.
    const orderCount = [await count('lottery_order'), await count('wallet_transaction')];
    await seedLottery(app.db, new Date(now.getTime() + 3 * 60_000));
    expect([await count('lottery_order'), await count('wallet_transaction')]).toEqual(orderCount);

    const pendingPast = await app.db
      .selectFrom('lottery_issue')
      .select('id')
      .where('draw_at', '<=', now)
      .where('status', '=', 'open')
      .execute();
    expect(pendingPast).toEqual([]);
    const orders = await app.db.selectFrom('lottery_order').select('status').execute();
    expect(orders.every((o) => o.status === 'won' || o.status === 'lost')).toBe(true);
    const vnDrawn = await app.db
      .selectFrom('lottery_issue')
      .select('id')
      .where('game_code', 'like', 'VN%')
      .where('status', '=', 'settled')
      .execute();
    expect(vnDrawn.length).toBeGreaterThan(20);
  });
});
