import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { withdrawalQueuePageSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const getWithdrawalQueue = (params: Record<string, string | number>) =>
  fetchParsed(withdrawalQueuePageSchema, { method: 'GET', url: '/wps/admin/withdrawals/queue', params });
export const withdrawalQueueQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: boKeys.withdrawals(params),
    queryFn: () => getWithdrawalQueue(params),
    staleTime: 10_000,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
export const useWithdrawalQueue = (params: Record<string, string | number>) =>
  useQuery(withdrawalQueueQuery(params));
