import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { favouriteIdsSchema } from '@site/shared/schemas';

/** `GET /wps/games/favourites/ids`: the node ids every game card's heart reads. */
export function fetchFavouriteIds(): Promise<number[]> {
  return fetchParsed(favouriteIdsSchema, { method: 'GET', url: '/wps/games/favourites/ids' });
}

/** The member's favourites belong to the session: `user` keys are dropped on logout. */
export const favouriteIdsQuery = () =>
  queryOptions({ queryKey: queryKeys.user('games', 'favourite-ids'), queryFn: fetchFavouriteIds });
