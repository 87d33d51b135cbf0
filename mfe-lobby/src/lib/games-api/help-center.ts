import { getQueryClient, helpCenterQuery } from '@site/shared';
import type { HelpTopic } from '@site/shared/schemas';

/** Help topics from the page's query cache: the entry the shell's footer and /help page also read. */
export function fetchHelpTopics(language: string): Promise<HelpTopic[]> {
  return getQueryClient().fetchQuery(helpCenterQuery(language));
}
