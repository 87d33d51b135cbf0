import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionApplyResultSchema, type PromotionApplyRequest } from '@site/shared/schemas';

/** POST /wps/promotions/:id/apply { remark ≤ 140 } — an operator approves or rejects it later. */
export const applyPromotion = ({ id, ...body }: PromotionApplyRequest & { id: number }) =>
  fetchParsed(promotionApplyResultSchema, { method: 'POST', url: `/wps/promotions/${id}/apply`, data: body });

export function useApplyPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.user('promotions') });
    },
  });
}
