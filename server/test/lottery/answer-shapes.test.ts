import type { FastifyInstance } from 'fastify';
import {
  lotteryMenuResultSchema,
  lotteryMyOrdersResultSchema,
  lotteryPlaceOrderResultSchema,
  lotteryResultsResultSchema,
  lotteryVerifyResultSchema,
} from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { drawDue, ensureIssues } from '../../src/modules/lottery/lottery.service';

// Every lottery answer parses with the schema mfe-lottery parses it with (strictly: no drift either way).
describe('lottery answer shapes', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeAll(async () => {
    app = await createSeededApp();
    await ensureIssues(app.db, new Date());
    demo = await loginAs(app, 'demo', 'Demo1234');
  });
  afterAll(async () => app.close());

  it('menu, results, verify, place order and my orders match the shared answer schemas', async () => {
    const menu = lotteryMenuResultSchema.parse((await call(app, { url: '/lgw/lottery/games' })).body.value);
    const keno = menu.games.find((g) => g.gameCode === 'KENO_1M')!;
    expect(keno.playTypes.find((p) => p.code === 'KENO_PICK3')?.paytable).toEqual({ '2': 2000, '3': 45000 });
    expect(menu.games.find((g) => g.gameCode === 'FAST5_3M')?.digits).toBe(5);
    const north = menu.games.find((g) => g.gameCode === 'VNN_HN')!;

    const placed = lotteryPlaceOrderResultSchema.parse(
      (
        await call(app, {
          method: 'POST',
          url: '/lgw/lottery/orders',
          headers: bearer(demo),
          payload: {
            gameCode: 'VNN_HN',
            issueNo: north.current!.issueNo,
            clientKey: 'shape-slip-0001',
            selections: [{ playType: 'VN_DE', numbers: [7], amount: 1 }],
          },
        })
      ).body.value,
    );
    expect(placed.order.status).toBe('pending');
    const mine = lotteryMyOrdersResultSchema.parse(
      (await call(app, { url: '/lgw/lottery/orders?gameCode=VNN_HN', headers: bearer(demo) })).body.value,
    );
    expect(mine.orders.map((o) => o.orderId)).toContain(placed.order.orderId);

    await drawDue(app.db, new Date(north.current!.drawAt));
    const verify = lotteryVerifyResultSchema.parse(
      (await call(app, { url: `/lgw/lottery/verify?gameCode=VNN_HN&issueNo=${north.current!.issueNo}` })).body
        .value,
    );
    expect(verify.shape).toMatchObject({ kind: 'vn' });
    expect(verify.verified).toBe(true);
    const results = lotteryResultsResultSchema.parse(
      (await call(app, { url: '/lgw/lottery/results?gameCode=VNN_HN&limit=3' })).body.value,
    );
    expect(results.results[0]!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });
});
