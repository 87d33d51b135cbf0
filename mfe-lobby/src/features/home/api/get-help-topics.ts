import { queryOptions } from '@tanstack/react-query';
import { getHelpCenter, helpCenterQuery } from '@site/shared';
import type { HelpTopic } from '@site/shared/schemas';

/** Help topics of a language (the server falls back to English), parsed by the shared schema. */
export function fetchHelpTopics(language: string): Promise<HelpTopic[]> {
  return getHelpCenter(language);
}

/** The shell's help-centre entry (footer, /help): one request per language per page. */
export const helpTopicsQuery = (language: string) =>
  queryOptions({ ...helpCenterQuery(language), queryFn: () => fetchHelpTopics(language) });
