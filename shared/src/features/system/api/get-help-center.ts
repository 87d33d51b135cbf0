import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpTopicSchema } from '../../../schemas/system';
import { fetchParsed } from '../../../query/api-query';
import { queryKeys } from '../../../query/query-keys';

const helpCenterSchema = helpTopicSchema.array();

/** GET /wps/system/helpCenter (language, device WEB): topics in order; the server falls back to English. */
export function getHelpCenter(language: string) {
  return fetchParsed(helpCenterSchema, {
    method: 'GET',
    url: '/wps/system/helpCenter',
    params: { language, device: 'WEB' },
  });
}

/** Shell footer, shell /help and the lobby's help panel read one entry per language. */
export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.site('system', 'help-center', language),
    queryFn: () => getHelpCenter(language),
    staleTime: 10 * 60_000,
  });

export function useHelpCenter(language: string) {
  return useQuery(helpCenterQuery(language));
}
