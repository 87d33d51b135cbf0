import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { depositOrderSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';

/** Polls a pending order every 3 s until the webhook settles it. */
export const depositOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: memberKeys.depositOrder(orderId),
    queryFn: () =>
      fetchParsed(depositOrderSchema, { method: 'GET', url: `/wps/v2/payments/deposits/${orderId}` }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
