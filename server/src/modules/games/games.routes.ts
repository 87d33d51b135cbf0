import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import * as activity from './activity.repository';
import { toGameDto, totalPages } from './games.dto';
import * as games from './games.service';
import { launchGame } from './launch.service';
import { optionalPlayer, requireRealAccount } from './player';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * SPEC §7 Games. REST paths under /wps/games; each call is also reachable by its relay name
 * (/wps/relay/<NAME>) as the spec lists them. Public: list, hot, popular, vendors, winners,
 * popup. Login: favourites, recent, rooms. Launch: login except trial play (launch.service).
 */
export async function gamesRoutes(app: FastifyInstance, secret: string): Promise<void> {
  const auth = { preHandler: app.requireSession };
  const get = (paths: string[], handler: Handler, opts: object = {}) => {
    for (const url of paths) app.get(url, opts, handler);
  };

  get(['/wps/games/list', '/wps/relay/GCSGAME_gameList'], async (req) => {
    const q = parse(gameListQuerySchema, req.query);
    return ok(await games.listGames(app.db, q));
  });
  get(['/wps/games/hot', '/wps/relay/GCSGAME_hotGamesV2'], async (req) => {
    const q = parse(hotGamesQuerySchema, req.query);
    return ok(await games.hotGames(app.db, q.gameType, q.vassalage));
  });
  get(['/lgw/games/popular', '/wps/games/popular'], async (req) => {
    const q = parse(popularQuerySchema, req.query);
    return ok(await games.popularGames(app.db, q.gameType, q.limit));
  });
  get(['/wps/games/vendors', '/wps/relay/GCSGAME_getVassGameType'], async (req) => {
    parse(vendorMappingQuerySchema, req.query);
    return ok(await games.vendorMapping(app.db));
  });
  get(['/wps/games/new-vendors', '/wps/relay/GCSGAME_newGameVendor'], async () => ok(await games.newGameVendors(app.db)));
  get(['/wps/games/winners', '/wps/relay/GCSGAME_getRankList'], async (req) => {
    const q = parse(winnerQuerySchema, req.query);
    return ok(await games.winners(app.db, q.gameCategory, q.limitNum));
  });
  get(['/wps/games/popup'], async (req) => {
    const q = parse(popupQuerySchema, req.query);
    return ok(await games.listGames(app.db, { ...q, gameClassify: '', gameName: '' }));
  });

  get(['/wps/games/favourites', '/wps/relay/MCSFE_getFavoriteGamesList'], async (req) => {
    const { memberId } = requireRealAccount(req);
    const q = parse(favouriteListQuerySchema, req.query);
    const page = await activity.findFavouritesPage(app.db, memberId, { gameType: q.gameType.toUpperCase(), vendor: q.vendor }, q.pageNo, q.pageSize);
    return ok({ content: page.rows.map(toGameDto), totalPages: totalPages(page.total, q.pageSize) });
  }, auth);
  get(['/wps/games/favourites/ids', '/wps/relay/MCSFE_getFavoriteGames'], async (req) => {
    const { memberId } = requireRealAccount(req);
    return ok(await activity.findFavouriteIds(app.db, memberId));
  }, auth);
  app.post('/wps/games/favourites', auth, async (req) => {
    const { memberId } = requireRealAccount(req);
    const body = parse(favouriteChangeSchema, req.body);
    await activity.addFavourite(app.db, memberId, body.nodeId, body.vendor, body.gameType.toUpperCase());
    return ok(await activity.findFavouriteIds(app.db, memberId));
  });
  app.delete('/wps/games/favourites', auth, async (req) => {
    const { memberId } = requireRealAccount(req);
    const body = parse(favouriteChangeSchema, req.body);
    await activity.removeFavourite(app.db, memberId, body.nodeId);
    return ok(await activity.findFavouriteIds(app.db, memberId));
  });
  get(['/wps/games/recent', '/wps/relay/GCS_recentGame'], async (req) => {
    const { memberId } = requireRealAccount(req);
    const q = parse(recentQuerySchema, req.query);
    const page = await activity.findRecentPage(app.db, memberId, { gameType: q.gameType.toUpperCase(), vassalage: q.vassalage }, q.pageNo, q.pageSize);
    return ok({ list: page.rows.map(toGameDto), totalPages: totalPages(page.total, q.pageSize) });
  }, auth);
  get(['/wps/games/pvp/rooms', '/wps/relay/GLS2_roomList'], async (req) => {
    requireRealAccount(req);
    return ok(await games.pvpRooms(app.db));
  }, auth);

  app.post('/wps/game/launchGame', async (req, reply) => {
    const body = parse(launchRequestSchema, req.body ?? {});
    const player = await optionalPlayer(app, req, reply);
    return ok(await launchGame(app.db, secret, body, player));
  });
}
