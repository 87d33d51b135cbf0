import { apiRequest } from '@site/shared';

/** PUT /wps/feedback (T): complaint or suggestion, at most 140 characters. */
export async function sendFeedback(content: string): Promise<void> {
  await apiRequest<unknown>({ method: 'PUT', url: '/wps/feedback', data: { content: content.trim() } });
}
