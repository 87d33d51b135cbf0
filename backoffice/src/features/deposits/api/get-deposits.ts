import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { depositDeskPageSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const getDeposits = (params: Record<string, string | number>) =>
  fetchParsed(depositDeskPageSchema, { method: 'GET', url: '/wps/admin/deposits', params });
export const depositsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: boKeys.deposits(params),
    queryFn: () => getDeposits(params),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
export const useDeposits = (params: Record<string, string | number>) => useQuery(depositsQuery(params));
