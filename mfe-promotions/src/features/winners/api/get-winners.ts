import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { winnerBoardSchema } from '@site/shared/schemas';

/** GET /wps/promotions/winners?limit= (public): the biggest recent wins; the server caches it for 30 s too. */
export const getWinners = (limit: number) =>
  fetchParsed(winnerBoardSchema, { method: 'GET', url: '/wps/promotions/winners', params: { limit } });

export const winnersQuery = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.site('promotions', 'winners', limit),
    queryFn: () => getWinners(limit),
    staleTime: 30_000,
    // A board, not a balance: a refresh a minute keeps it alive on a page left open.
    refetchInterval: 60_000,
  });

export const useWinners = (limit: number) => useQuery(winnersQuery(limit));
