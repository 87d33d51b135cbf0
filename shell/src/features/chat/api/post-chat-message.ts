import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { chatMessageSchema } from '@site/shared/schemas';

/** POST /wps/chat/rooms/:room/messages: stored, then everyone in the room gets it through their stream. */
export const postChatMessage = ({ room, text }: { room: string; text: string }) =>
  fetchParsed(chatMessageSchema, {
    method: 'POST',
    url: `/wps/chat/rooms/${encodeURIComponent(room)}/messages`,
    data: { text },
  });

export const usePostChatMessage = () => useMutation({ mutationFn: postChatMessage });
