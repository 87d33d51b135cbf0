import { apiGet } from '@site/shared';
import { helpTopicSchema, type HelpTopic } from '@site/shared/schemas';
import { z } from 'zod';

export type { HelpTopic };

/** GET /wps/system/helpCenter (language, device WEB): topics in order; the server falls back to English. */
export async function getHelpCenter(language: string): Promise<HelpTopic[]> {
  const value = await apiGet<unknown>('/wps/system/helpCenter', { params: { language, device: 'WEB' } });
  return z.array(helpTopicSchema).parse(value);
}
