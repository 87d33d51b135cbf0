import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { gameListResultSchema, type GameListResult } from '@site/shared/schemas';
import { CATALOGUE_STALE_MS } from './catalogue';

/** docs/site-rules.md "Calls" game list. The caller already applied the parameter rules (see to-list-params). */
export interface GameListParams {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  isNew?: '1';
  gameName: string;
  pageSize: number;
  pageNo: number;
}

/** `GET /wps/games/list`: one page of the catalogue (read by the lobby, home's rows and search, the collections). */
export function fetchGameList(params: GameListParams, signal?: AbortSignal): Promise<GameListResult> {
  return fetchParsed(gameListResultSchema, { method: 'GET', url: '/wps/games/list', params, signal });
}

// The lobby's server data as query options (docs/architecture.md "Server data"): each list is one
// cache entry per parameter set, so going back to a lobby or a page shows it at once and a stale
// answer can never overwrite a newer one (each parameter set has its own entry).
export const gameListQuery = (params: GameListParams) =>
  queryOptions({
    queryKey: queryKeys.site('games', 'list', params),
    queryFn: ({ signal }) => fetchGameList(params, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
