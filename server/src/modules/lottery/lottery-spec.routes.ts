import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lotterySpecMenuQuerySchema,
  lotterySpecNumerosQuerySchema,
  lotterySpecPopularQuerySchema,
  lotterySpecRecentQuerySchema,
} from '@site/shared/schemas';
import { ok } from '../../http/reply';
import * as spec from './lottery-spec.service';

/** The client's lottery call names (docs/product.md "Calls") over the same engine (docs/lottery.md "Relay call names"). */
export async function lotterySpecRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };

  // The client's /lgw/games/popular is already the games module's route (popular games of every kind); the lottery's own
  // popular list lives next to it under the lottery prefix.
  app.get(
    '/lgw/lottery/popular',
    { schema: { querystring: lotterySpecPopularQuerySchema } },
    async (request) => ok(await spec.popular(app.db, new Date(), request.query.count)),
  );
  app.get('/lgw/games/game_menus', { schema: { querystring: lotterySpecMenuQuerySchema } }, async () =>
    ok(await spec.gameMenus(app.db, new Date(), false)),
  );
  app.get('/lgw/vn/games/game_menu', { schema: { querystring: lotterySpecMenuQuerySchema } }, async () =>
    ok(await spec.gameMenus(app.db, new Date(), true)),
  );
  app.get(
    '/lgw/vn/games/game_menu/recent',
    { ...auth, schema: { querystring: lotterySpecRecentQuerySchema } },
    async (request) =>
      ok(await spec.recentVnMenu(app.db, new Date(), request.session.memberId, request.query.recentCount)),
  );
  app.get(
    '/lgw/vn/numeros/opened/game',
    { schema: { querystring: lotterySpecNumerosQuerySchema } },
    async (request) =>
      ok(await spec.openedNumeros(app.db, new Date(), request.query.gameCode, request.query.count)),
  );
  app.get(
    '/lotto/lgw/games/opened/numero',
    { ...auth, schema: { querystring: lotterySpecNumerosQuerySchema } },
    async (request) =>
      ok(await spec.openedNumeros(app.db, new Date(), request.query.gameCode, request.query.count)),
  );
}
