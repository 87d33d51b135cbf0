import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { movementPageSchema } from '@site/shared/schemas';
import { agentKeys, type RangePage, params } from '../../../lib/api/agent-keys';

export const useAccountDetails = (q: RangePage) =>
  useQuery({
    queryKey: agentKeys.accountDetails(q),
    queryFn: () =>
      fetchParsed(movementPageSchema, {
        method: 'GET',
        url: '/wps/agent/account-details',
        params: params(q),
      }),
    placeholderData: keepPreviousData,
  });
