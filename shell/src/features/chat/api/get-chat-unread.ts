import { useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { chatUnreadSchema } from '@site/shared/schemas';

/** While the chat is closed, the unread count of the room last read is asked for once a minute. */
const POLL_MS = 60_000;

export const getChatUnread = (room: string, afterId: number) =>
  fetchParsed(chatUnreadSchema, {
    method: 'GET',
    url: `/wps/chat/rooms/${encodeURIComponent(room)}/unread`,
    params: { afterId },
  });

export const useChatUnread = (room: string, afterId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.site('chat', 'unread', room, afterId),
    queryFn: () => getChatUnread(room, afterId),
    enabled,
    refetchInterval: POLL_MS,
    staleTime: POLL_MS,
  });
