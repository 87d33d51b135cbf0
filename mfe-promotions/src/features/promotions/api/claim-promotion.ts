import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys, refreshBalance } from '@site/shared';
import { promotionClaimResultSchema } from '@site/shared/schemas';

/** POST /wps/promotions/:id/claim — deposit bonus on the newest qualifying deposit, or today's sign-in. */
export const claimPromotion = (id: number) =>
  fetchParsed(promotionClaimResultSchema, { method: 'POST', url: `/wps/promotions/${id}/claim` });

/** A claim changes the states, the bonus list and the balance. */
export function useClaimPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.user('promotions') });
    },
    onSuccess: () => refreshBalance().catch(() => undefined),
  });
}
