import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { withdrawalOverviewSchema } from '@site/shared/schemas';
import { memberKeys } from './member-keys';

export const withdrawalOverviewQuery = () =>
  queryOptions({
    queryKey: memberKeys.withdrawalOverview(),
    queryFn: () =>
      fetchParsed(withdrawalOverviewSchema, { method: 'GET', url: '/wps/v2/withdrawals/overview' }),
    staleTime: 0,
  });

export const useWithdrawalOverview = () => useQuery(withdrawalOverviewQuery());
