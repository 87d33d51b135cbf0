import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { z } from 'zod';
import { depositChannelInfoSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: memberKeys.depositChannels(),
    queryFn: () =>
      fetchParsed(z.array(depositChannelInfoSchema), {
        method: 'GET',
        url: '/wps/v2/payments/deposit-channels',
      }),
  });

export const useDepositChannels = () => useQuery(depositChannelsQuery());
