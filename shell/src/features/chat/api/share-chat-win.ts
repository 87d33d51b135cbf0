import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { chatMessageSchema } from '@site/shared/schemas';

/** POST /wps/chat/rooms/:room/wins: posts one of the member's wins as a card (once per bet). */
export const shareChatWin = ({ room, betId }: { room: string; betId: number }) =>
  fetchParsed(chatMessageSchema, {
    method: 'POST',
    url: `/wps/chat/rooms/${encodeURIComponent(room)}/wins`,
    data: { betId },
  });

export function useShareChatWin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shareChatWin,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.user('chat', 'wins') }),
  });
}
