import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** A moderation call (docs/chat.md "Moderation", audited with its reason): the screen is read again after it. */
export function useModeration<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: chatKeys.all() }),
  });
}
