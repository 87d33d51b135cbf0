import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { favouriteListResultSchema, type FavouriteListResult } from '@site/shared/schemas';

/** `GET /wps/games/favourites`: the member's favourite games (the lobby's favourites list and /fav). */
export function fetchFavourites(gameType = '', signal?: AbortSignal): Promise<FavouriteListResult> {
  return fetchParsed(favouriteListResultSchema, {
    method: 'GET',
    url: '/wps/games/favourites',
    params: { pageNo: 1, pageSize: 999, gameType },
    signal,
  });
}

/** `/fav`: the member's favourite games (a `user` key, dropped on logout like every session's data). */
export const favouriteGamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('games', 'favourites'),
    queryFn: async ({ signal }) => (await fetchFavourites('', signal)).content,
  });
