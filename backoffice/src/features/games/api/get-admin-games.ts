import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminGamePageSchema } from '@site/shared/schemas/operator';
import { gameKeys } from './game-keys';

export interface GameListQuery {
  vendor?: string;
  category?: string;
  enabled: 'all' | 'yes' | 'no';
  q?: string;
  page: number;
  pageSize: number;
}

/** Games of every vendor in the lobby's order (category, place), with their state; paged by the server. */
export const getAdminGames = (query: GameListQuery) =>
  fetchParsed(adminGamePageSchema, { method: 'GET', url: '/wps/admin/games', params: query });
export const adminGamesQuery = (query: GameListQuery) =>
  queryOptions({
    queryKey: gameKeys.list(query),
    queryFn: () => getAdminGames(query),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
export const useAdminGames = (query: GameListQuery) => useQuery(adminGamesQuery(query));
