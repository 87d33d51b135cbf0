import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { pointEntryListSchema } from '@site/shared/schemas';

/** GET /wps/points/history (ODSFE2_MemTransDet for points): earnings and conversions, newest first. */
export const getPointHistory = () =>
  fetchParsed(pointEntryListSchema, { method: 'GET', url: '/wps/points/history' });

export const pointHistoryQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('points', 'history'),
    queryFn: getPointHistory,
    staleTime: 10_000,
  });

export const usePointHistory = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...pointHistoryQuery(), enabled: options.enabled ?? true });
