import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { z } from 'zod';
import { withdrawalOrderSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';
import { freshOnMount } from '../../../lib/api/fresh-on-mount';

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: memberKeys.withdrawals(),
    queryFn: () => fetchParsed(z.array(withdrawalOrderSchema), { method: 'GET', url: '/wps/v2/withdrawals' }),
    ...freshOnMount,
  });

export const useWithdrawals = () => useQuery(withdrawalsQuery());
