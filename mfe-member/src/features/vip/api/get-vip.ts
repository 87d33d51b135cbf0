import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { vipStatusSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';

export const vipQuery = () =>
  queryOptions({
    queryKey: memberKeys.vip(),
    queryFn: () => fetchParsed(vipStatusSchema, { method: 'GET', url: '/wps/v2/vip' }),
  });
