import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { pointConfigSchema } from '@site/shared/schemas';

/** GET /wps/points/config (getPointConfig): earning ratio, cash per point, minimum conversion. */
export const getPointConfig = () =>
  fetchParsed(pointConfigSchema, { method: 'GET', url: '/wps/points/config' });

export const pointConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.site('points', 'config'),
    queryFn: getPointConfig,
    staleTime: 10 * 60_000,
  });

export const usePointConfig = () => useQuery(pointConfigQuery());
