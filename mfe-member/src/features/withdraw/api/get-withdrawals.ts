import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { withdrawalOrderSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: memberKeys.withdrawals(),
    queryFn: () => fetchParsed(z.array(withdrawalOrderSchema), { method: 'GET', url: '/wps/v2/withdrawals' }),
    staleTime: 0,
  });

export const useWithdrawals = () => useQuery(withdrawalsQuery());
