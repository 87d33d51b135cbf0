import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { z } from 'zod';
import { depositOrderSchema } from '@site/shared/schemas';
import { freshOnMount } from '../../../lib/api/fresh-on-mount';

/** `GET /wps/v2/payments/deposits`: my latest deposit orders (50, newest first) with their states. */
export const getDeposits = () =>
  fetchParsed(z.array(depositOrderSchema), { method: 'GET', url: '/wps/v2/payments/deposits' });

export const depositsQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('member', 'deposits'),
    queryFn: getDeposits,
    // A deposit is paid on the gateway's page, elsewhere: ask again whenever the record opens.
    ...freshOnMount,
  });

export const useDeposits = () => useQuery(depositsQuery());
