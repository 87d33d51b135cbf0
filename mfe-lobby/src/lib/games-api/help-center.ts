import { apiGet } from '@site/shared';
import type { HelpTopic } from '@site/shared/schemas';

export async function fetchHelpTopics(language: string): Promise<HelpTopic[]> {
  const value = await apiGet<HelpTopic[] | { list: HelpTopic[] }>('/wps/system/helpCenter', { params: { language, device: 'WEB' } });
  return Array.isArray(value) ? value : value.list;
}
