import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys, refreshBalance } from '@site/shared';
import { missionClaimResultSchema } from '@site/shared/schemas';

/** POST /wps/missions/:id/claim — this period's reward of a completed mission, paid once. */
export const claimMission = (id: number) =>
  fetchParsed(missionClaimResultSchema, { method: 'POST', url: `/wps/missions/${id}/claim` });

/**
 * A claim changes the summary and the pending count (settled either way: a refusal such as "already claimed" means
 * the list is stale), and on success the balance.
 */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.user('missions') });
    },
    onSuccess: async () => {
      // Marked stale first, so the refresh asks the server instead of answering from the cache.
      await client.invalidateQueries({ queryKey: queryKeys.balance(), refetchType: 'none' });
      await refreshBalance().catch(() => undefined);
    },
  });
}
