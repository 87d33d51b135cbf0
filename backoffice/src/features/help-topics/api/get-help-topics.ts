import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminHelpTopicListSchema } from '@site/shared/schemas/operator';
import { helpTopicKeys } from './help-topic-keys';

/** `GET /wps/admin/content/help-topics?language&device` (`content.read`): one list, and every language's count. */
export const getHelpTopics = (language: string, device: string) =>
  fetchParsed(adminHelpTopicListSchema, {
    method: 'GET',
    url: '/wps/admin/content/help-topics',
    params: { language, device },
  });
export const helpTopicsQuery = (language: string, device: string) =>
  queryOptions({
    queryKey: helpTopicKeys.list(language, device),
    queryFn: () => getHelpTopics(language, device),
    staleTime: 10_000,
  });
export const useHelpTopics = (language: string, device: string) =>
  useQuery(helpTopicsQuery(language, device));
