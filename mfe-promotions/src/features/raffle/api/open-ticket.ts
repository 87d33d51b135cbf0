import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys, refreshBalance } from '@site/shared';
import { raffleOpenResultSchema } from '@site/shared/schemas';

/** POST /wps/raffle/tickets/:id/open (the legacy name MCS2_claimRafflePromotion): the prize, paid once; a repeat answers it. */
export const openTicket = (ticketId: number) =>
  fetchParsed(raffleOpenResultSchema, { method: 'POST', url: `/wps/raffle/tickets/${ticketId}/open` });

/** Refreshes the tickets either way (a refusal means the list is stale) and, on success, the balance. */
export function useOpenTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.user('raffle') });
    },
    onSuccess: async () => {
      // Marked stale first, so the refresh asks the server instead of answering from the cache.
      await client.invalidateQueries({ queryKey: queryKeys.balance(), refetchType: 'none' });
      await refreshBalance().catch(() => undefined);
    },
  });
}
