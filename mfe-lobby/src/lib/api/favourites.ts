import { fetchParsed } from '@site/shared';
import {
  favouriteIdsSchema,
  favouriteListResultSchema,
  type FavouriteListResult,
  type GameDto,
} from '@site/shared/schemas';

export function fetchFavourites(gameType = '', signal?: AbortSignal): Promise<FavouriteListResult> {
  return fetchParsed(favouriteListResultSchema, {
    method: 'GET',
    url: '/wps/games/favourites',
    params: { pageNo: 1, pageSize: 999, gameType },
    signal,
  });
}

export function fetchFavouriteIds(): Promise<number[]> {
  return fetchParsed(favouriteIdsSchema, { method: 'GET', url: '/wps/games/favourites/ids' });
}

/** Adds or removes by nodeId/vendor/gameType; resolves with the new id list. */
export function changeFavourite(game: GameDto, add: boolean): Promise<number[]> {
  return fetchParsed(favouriteIdsSchema, {
    method: add ? 'POST' : 'DELETE',
    url: '/wps/games/favourites',
    data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}
