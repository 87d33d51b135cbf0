import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { chatOkSchema } from '@site/shared/schemas';

/** POST /wps/chat/muted-authors: hides an author's messages for this member only. */
export const muteChatAuthor = (authorKey: string) =>
  fetchParsed(chatOkSchema, { method: 'POST', url: '/wps/chat/muted-authors', data: { authorKey } });

export function useMuteChatAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: muteChatAuthor,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.user('chat', 'rooms') }),
  });
}
