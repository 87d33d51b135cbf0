import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  favouriteChangeSchema,
  favouriteListQuerySchema,
  gameListQuerySchema,
  hotGamesQuerySchema,
  launchRequestSchema,
  popularQuerySchema,
  popupQuerySchema,
  recentQuerySchema,
  vendorMappingQuerySchema,
  winnerQuerySchema,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import * as activity from './activity.service';
import * as games from './games.service';
import { launchGame } from './launch.service';
import { optionalPlayer, requireRealAccount } from './player';

type Handler<Q> = (request: FastifyRequest<{ Querystring: Q }>, reply: FastifyReply) => Promise<unknown>;

/**
 * docs/product.md "Calls" Games. REST paths under /wps/games; each call is also reachable by its relay name
 * (/wps/relay/<NAME>) as the spec lists them. Public: list, hot, popular, vendors, winners,
 * popup. Login: favourites, recent, rooms. Launch: login except trial play (launch.service).
 */
export async function gamesRoutes(app: FastifyInstance, secret: string): Promise<void> {
  // preValidation: a visitor is told to log in (401) before being told the payload is wrong (400).
  const auth = { preValidation: app.requireSession };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** One GET under several paths (REST + relay name), its querystring validated by `querystring`. */
  function get<Q extends z.ZodType>(
    paths: string[],
    querystring: Q | null,
    handler: Handler<z.output<Q>>,
    opts: RouteShorthandOptions = {},
  ) {
    const schema = querystring ? { querystring } : {};
    for (const url of paths) app.get(url, { ...opts, schema }, handler as Handler<unknown>);
  }

  get(['/wps/games/list', '/wps/relay/GCSGAME_gameList'], gameListQuerySchema, async (req) => {
    const q = req.query;
    return ok(await games.listGames(app.db, q));
  });
  get(['/wps/games/hot', '/wps/relay/GCSGAME_hotGamesV2'], hotGamesQuerySchema, async (req) => {
    const q = req.query;
    return ok(await games.hotGames(app.db, q.gameType, q.vassalage));
  });
  get(['/lgw/games/popular', '/wps/games/popular'], popularQuerySchema, async (req) => {
    const q = req.query;
    return ok(await games.popularGames(app.db, q.gameType, q.limit));
  });
  get(['/wps/games/vendors', '/wps/relay/GCSGAME_getVassGameType'], vendorMappingQuerySchema, async () => {
    return ok(await games.vendorMapping(app.db));
  });
  get(['/wps/games/new-vendors', '/wps/relay/GCSGAME_newGameVendor'], null, async () =>
    ok(await games.newGameVendors(app.db)),
  );
  get(['/wps/games/winners', '/wps/relay/GCSGAME_getRankList'], winnerQuerySchema, async (req) => {
    const q = req.query;
    return ok(await games.winners(app.db, q.gameCategory, q.limitNum));
  });
  get(['/wps/games/popup'], popupQuerySchema, async (req) => {
    const q = req.query;
    return ok(await games.listGames(app.db, { ...q, gameClassify: '', gameName: '' }));
  });

  get(
    ['/wps/games/favourites', '/wps/relay/MCSFE_getFavoriteGamesList'],
    favouriteListQuerySchema,
    async (req) => {
      const { memberId } = requireRealAccount(req);
      return ok(await activity.favouritesPage(app.db, memberId, req.query));
    },
    auth,
  );
  get(
    ['/wps/games/favourites/ids', '/wps/relay/MCSFE_getFavoriteGames'],
    null,
    async (req) => {
      const { memberId } = requireRealAccount(req);
      return ok(await activity.favouriteIds(app.db, memberId));
    },
    auth,
  );
  typed.post('/wps/games/favourites', { ...auth, schema: { body: favouriteChangeSchema } }, async (req) => {
    const { memberId } = requireRealAccount(req);
    return ok(await activity.addFavourite(app.db, memberId, req.body));
  });
  typed.delete('/wps/games/favourites', { ...auth, schema: { body: favouriteChangeSchema } }, async (req) => {
    const { memberId } = requireRealAccount(req);
    return ok(await activity.removeFavourite(app.db, memberId, req.body.nodeId));
  });
  get(
    ['/wps/games/recent', '/wps/relay/GCS_recentGame'],
    recentQuerySchema,
    async (req) => {
      const { memberId } = requireRealAccount(req);
      return ok(await activity.recentPage(app.db, memberId, req.query));
    },
    auth,
  );
  get(
    ['/wps/games/pvp/rooms', '/wps/relay/GLS2_roomList'],
    null,
    async (req) => {
      requireRealAccount(req);
      return ok(await games.pvpRooms(app.db));
    },
    auth,
  );

  app.post('/wps/game/launchGame', async (req, reply) => {
    const body = parse(launchRequestSchema, req.body ?? {});
    const player = await optionalPlayer(app, req, reply);
    return ok(await launchGame(app.db, secret, body, player));
  });
}
