import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { operatorPromotionSchema, type adminPromotionSchema } from '@site/shared/schemas';
import type { z } from 'zod';
import { campaignKeys } from './campaign-keys';

export type PromotionBody = z.output<typeof adminPromotionSchema>;

/** Creates (no id) or replaces a promotion whole (`promotions.manage`; audited `promotion.create|replace`). */
export const savePromotion = ({ id, body }: { id?: number; body: PromotionBody }) =>
  fetchParsed(operatorPromotionSchema, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/wps/admin/promotions/${id}` : '/wps/admin/promotions',
    data: body,
  });
export const useSavePromotion = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: () => void client.invalidateQueries({ queryKey: campaignKeys.promotions() }),
  });
};
