import { queryOptions } from '@tanstack/react-query';
import { whitelabelSchema } from '../../../schemas/system';
import { fetchParsed } from '../../../query/api-query';
import { queryKeys } from '../../../query/query-keys';

/** GET /wps/system/whitelabel?url=<host>: the operator's flags, modules, default language, resources. */
export function getWhitelabel(host: string = globalThis.location?.host ?? '') {
  return fetchParsed(whitelabelSchema, {
    method: 'GET',
    url: '/wps/system/whitelabel',
    params: { url: host },
  });
}

/** One entry per page for the shell's start-up and every remote that needs a flag or a resource. */
export const whitelabelQuery = () =>
  queryOptions({
    queryKey: queryKeys.site('system', 'whitelabel'),
    queryFn: () => getWhitelabel(),
    staleTime: 10 * 60_000,
  });
