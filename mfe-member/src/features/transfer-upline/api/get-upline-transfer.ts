import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { uplineTransferInfoSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';
import { freshOnMount } from '../../../lib/api/fresh-on-mount';

export const uplineTransferQuery = () =>
  queryOptions({
    queryKey: memberKeys.uplineTransfer(),
    queryFn: () => fetchParsed(uplineTransferInfoSchema, { method: 'GET', url: '/wps/v2/transfers/upline' }),
    ...freshOnMount,
  });
