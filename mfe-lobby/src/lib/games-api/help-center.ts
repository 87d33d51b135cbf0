import { fetchParsed } from '@site/shared';
import { helpTopicSchema, type HelpTopic } from '@site/shared/schemas';
import { z } from 'zod';

// The server answers a list (system.routes.ts); the object form is the legacy shape SPEC §7 allows.
const helpCenterResultSchema = z.union([z.array(helpTopicSchema), z.object({ list: z.array(helpTopicSchema) })]);

export async function fetchHelpTopics(language: string): Promise<HelpTopic[]> {
  const value = await fetchParsed(helpCenterResultSchema, { method: 'GET', url: '/wps/system/helpCenter', params: { language, device: 'WEB' } });
  return Array.isArray(value) ? value : value.list;
}
