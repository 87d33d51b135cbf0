import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lotteryGamesQuerySchema,
  lotteryMyOrdersQuerySchema,
  lotteryPlaceOrderSchema,
  lotteryResultsQuerySchema,
  lotteryVerifyQuerySchema,
} from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { requireRealAccount } from '../games/player';
import { placeChase, placeOrder } from './lottery-orders.service';
import * as lottery from './lottery-read.service';

/** Lottery calls (docs/lottery.md "Calls"). Public: menu, results, verify. Member: place order, my orders. */
export async function lotteryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };

  app.get('/lgw/lottery/games', { schema: { querystring: lotteryGamesQuerySchema } }, async (request) =>
    ok(await lottery.gameMenu(app.db, new Date(), request.query.group)),
  );
  app.get('/lgw/lottery/results', { schema: { querystring: lotteryResultsQuerySchema } }, async (request) =>
    ok(await lottery.results(app.db, new Date(), request.query.gameCode, request.query.limit)),
  );
  app.get('/lgw/lottery/verify', { schema: { querystring: lotteryVerifyQuerySchema } }, async (request) =>
    ok(await lottery.verify(app.db, new Date(), request.query.gameCode, request.query.issueNo)),
  );
  app.post('/lgw/lottery/orders', { ...auth, schema: { body: lotteryPlaceOrderSchema } }, async (request) => {
    const { memberId } = requireRealAccount(request);
    const now = new Date();
    const body = request.body;
    const input = {
      memberId,
      memberAccount: request.session.account,
      currency: null, // the member's own, read by the placing statement
      gameCode: body.gameCode,
      issueNo: body.issueNo,
      clientKey: body.clientKey,
      selections: body.selections.map(({ amount, ...s }) => ({ ...s, stakeMinor: Math.round(amount * 100) })),
    };
    const placed =
      body.chase > 1
        ? await placeChase(app.db, input, body.chase, now)
        : [await placeOrder(app.db, input, now)];
    const { order, replayed } = placed[0]!;
    return ok({
      serverTime: now.toISOString(),
      replayed,
      order: lottery.orderDto(order),
      chased: placed.map((p) => lottery.orderDto(p.order)),
    });
  });
  app.get(
    '/lgw/lottery/orders',
    { ...auth, schema: { querystring: lotteryMyOrdersQuerySchema } },
    async (request) =>
      ok(await lottery.myOrders(app.db, new Date(), request.session.memberId, request.query)),
  );
}
