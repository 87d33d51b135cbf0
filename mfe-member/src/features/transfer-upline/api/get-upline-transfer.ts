import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { uplineTransferInfoSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';

export const uplineTransferQuery = () =>
  queryOptions({
    queryKey: memberKeys.uplineTransfer(),
    queryFn: () => fetchParsed(uplineTransferInfoSchema, { method: 'GET', url: '/wps/v2/transfers/upline' }),
    staleTime: 0,
  });
