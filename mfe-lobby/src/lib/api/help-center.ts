import { getHelpCenter } from '@site/shared';
import type { HelpTopic } from '@site/shared/schemas';

/** Help topics of a language (the server falls back to English), parsed by the shared schema. */
export function fetchHelpTopics(language: string): Promise<HelpTopic[]> {
  return getHelpCenter(language);
}
