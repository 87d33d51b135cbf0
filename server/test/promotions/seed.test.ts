import type { FastifyInstance } from 'fastify';
import { bonusGrantListSchema, promotionListSchema } from '@site/shared/schemas';
import { seedPromotions } from '../../src/db/seed/promotions';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { ledgerSum } from '../games/games-fixtures';

describe('promotions seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  });
  afterAll(async () => app.close());

  it('seeds promotions in several states and the demo bonus with progress, once', async () => {
    await seedPromotions(app.db);
    const count = async () =>
      (
        await app.db
          .selectFrom('wallet_transaction')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedPromotions(app.db);
    expect(await count()).toBe(before);
    expect(await ledgerSum(app)).toBe(0);

    const token = await loginAs(app, 'demo', 'Demo1234');
    const list = promotionListSchema.parse(
      (await call(app, { url: '/wps/promotions', headers: bearer(token) })).body.value,
    );
    expect(new Set(list.map((p) => p.state))).toEqual(new Set(['join', 'process', 'coming_soon', 'closed']));
    const bonuses = bonusGrantListSchema.parse(
      (await call(app, { url: '/wps/promotions/bonuses', headers: bearer(token) })).body.value,
    );
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ bonus: 88, required: 264, progress: 120, status: 'active' });
    const points = (await call(app, { url: '/wps/points/balance', headers: bearer(token) })).body.value;
    expect(points).toEqual({ points: 120, cashValue: 1.2 });
    const banners = await app.db
      .selectFrom('banner')
      .select('linkage')
      .where('group_name', '=', 'w_reg')
      .execute();
    expect(banners.some((b) => b.linkage?.startsWith('/promoDetail?id='))).toBe(true);
  });
});
