import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { hotGamesResultSchema, type GameDto } from '@site/shared/schemas';
import { CATALOGUE_STALE_MS } from './catalogue';

/** `GET /wps/games/hot`: the hot games of a type (and vendor); read by home, the lobby's hot list and /hot. */
export function fetchHotGames(gameType: string, vassalage = '', signal?: AbortSignal): Promise<GameDto[]> {
  return fetchParsed(hotGamesResultSchema, {
    method: 'GET',
    url: '/wps/games/hot',
    params: { gameType, vassalage },
    signal,
  });
}

export const hotGamesQuery = (gameType: string, vassalage = '') =>
  queryOptions({
    queryKey: queryKeys.site('games', 'hot', gameType, vassalage),
    queryFn: ({ signal }) => fetchHotGames(gameType, vassalage, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
