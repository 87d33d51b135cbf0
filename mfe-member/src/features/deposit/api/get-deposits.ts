import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, queryKeys } from '@site/shared';
import { depositOrderSchema } from '@site/shared/schemas';

/** `GET /wps/v2/payments/deposits`: my latest deposit orders (50, newest first) with their states. */
export const getDeposits = () =>
  fetchParsed(z.array(depositOrderSchema), { method: 'GET', url: '/wps/v2/payments/deposits' });

export const depositsQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('member', 'deposits'),
    queryFn: getDeposits,
    // A deposit is paid on the gateway's page, elsewhere: ask again whenever the record opens.
    staleTime: 0,
  });

export const useDeposits = () => useQuery(depositsQuery());
