import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { findGameById } from './games.service';
import { etagOf, renderGameIcon } from './game-icons';

const cache = new Map<string, { body: string; etag: string }>();
const CACHE_LIMIT = 6000;

/** `/wps/assets/games/<gameId>.svg` and `<gameId>-large.svg`: generated once, cached a day. */
export async function gameIconRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/wps/assets/games/:file', async (req, reply) => {
    const match = /^(.+?)(-large)?\.svg$/.exec(req.params.file);
    if (!match?.[1]) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Icon not found');
    let entry = cache.get(req.params.file);
    if (!entry) {
      const game = await findGameById(app.db, match[1]);
      if (!game) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Icon not found');
      const body = renderGameIcon(
        { gameId: game.game_id, gameName: game.game_name, vassalage: game.vassalage },
        Boolean(match[2]),
      );
      entry = { body, etag: etagOf(body) };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(req.params.file, entry);
    }
    reply.header('cache-control', 'public, max-age=86400').header('etag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(entry.body);
  });
}
