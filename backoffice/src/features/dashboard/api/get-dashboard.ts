import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { dashboardSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const getDashboard = () =>
  fetchParsed(dashboardSchema, { method: 'GET', url: '/wps/admin/dashboard' });
export const dashboardQuery = () =>
  queryOptions({
    queryKey: boKeys.dashboard(),
    queryFn: getDashboard,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
export const useDashboard = () => useQuery(dashboardQuery());
