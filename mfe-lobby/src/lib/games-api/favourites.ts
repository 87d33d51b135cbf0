import { apiGet, apiRequest } from '@site/shared';
import type { FavouriteListResult, GameDto } from '@site/shared/schemas';

export function fetchFavourites(gameType = '', signal?: AbortSignal): Promise<FavouriteListResult> {
  return apiGet<FavouriteListResult>('/wps/games/favourites', { params: { pageNo: 1, pageSize: 999, gameType }, signal });
}

export function fetchFavouriteIds(): Promise<number[]> {
  return apiGet<number[]>('/wps/games/favourites/ids');
}

/** Adds or removes by nodeId/vendor/gameType; resolves with the new id list. */
export function changeFavourite(game: GameDto, add: boolean): Promise<number[]> {
  return apiRequest<number[]>({
    method: add ? 'POST' : 'DELETE',
    url: '/wps/games/favourites',
    data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}
