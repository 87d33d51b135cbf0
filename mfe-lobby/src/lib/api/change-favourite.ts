import { fetchParsed } from '@site/shared';
import { favouriteIdsSchema, type GameDto } from '@site/shared/schemas';

/** `POST|DELETE /wps/games/favourites`: adds or removes by nodeId/vendor/gameType; resolves with the new id list. */
export function changeFavourite(game: GameDto, add: boolean): Promise<number[]> {
  return fetchParsed(favouriteIdsSchema, {
    method: add ? 'POST' : 'DELETE',
    url: '/wps/games/favourites',
    data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}
