import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { responsibleGamingSchema } from '@site/shared/schemas';
import { memberKeys } from '../../../lib/api/member-keys';
import { freshOnMount } from '../../../lib/api/fresh-on-mount';

export const responsibleGamingQuery = () =>
  queryOptions({
    queryKey: memberKeys.responsibleGaming(),
    queryFn: () => fetchParsed(responsibleGamingSchema, { method: 'GET', url: '/wps/v2/responsible-gaming' }),
    ...freshOnMount,
  });
