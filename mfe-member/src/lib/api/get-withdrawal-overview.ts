import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { withdrawalOverviewSchema } from '@site/shared/schemas';
import { memberKeys } from './member-keys';
import { freshOnMount } from './fresh-on-mount';

export const withdrawalOverviewQuery = () =>
  queryOptions({
    queryKey: memberKeys.withdrawalOverview(),
    queryFn: () =>
      fetchParsed(withdrawalOverviewSchema, { method: 'GET', url: '/wps/v2/withdrawals/overview' }),
    ...freshOnMount,
  });

export const useWithdrawalOverview = () => useQuery(withdrawalOverviewQuery());
