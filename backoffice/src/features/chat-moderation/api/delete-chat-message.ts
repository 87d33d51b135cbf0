import { fetchParsed } from '@site/shared';
import { chatOkSchema } from '@site/shared/schemas';
import { useModeration } from './use-moderation';

/** A tombstone: every open stream drops the message at once; the reports list keeps it, marked deleted. */
export const deleteChatMessage = (input: { messageId: number; reason: string }) =>
  fetchParsed(chatOkSchema, {
    method: 'POST',
    url: `/wps/admin/chat/messages/${input.messageId}/delete`,
    data: { reason: input.reason },
  });
export const useDeleteChatMessage = () => useModeration(deleteChatMessage);
