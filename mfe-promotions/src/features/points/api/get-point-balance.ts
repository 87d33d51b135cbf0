import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { pointBalanceSchema } from '@site/shared/schemas';

/** GET /wps/points/balance (MCS2_getPointBalance). */
export const getPointBalance = () =>
  fetchParsed(pointBalanceSchema, { method: 'GET', url: '/wps/points/balance' });

export const pointBalanceQuery = () =>
  queryOptions({ queryKey: queryKeys.user('points', 'balance'), queryFn: getPointBalance, staleTime: 0 });

export const usePointBalance = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...pointBalanceQuery(), enabled: options.enabled ?? true });
