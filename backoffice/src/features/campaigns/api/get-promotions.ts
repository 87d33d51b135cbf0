import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { operatorPromotionSchema, promotionCategorySchema } from '@site/shared/schemas';
import { campaignKeys } from './campaign-keys';

export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;

/** Every promotion, enabled or not, in the site's order (`promotions.read`). */
export const getPromotions = () =>
  fetchParsed(operatorPromotionSchema.array(), { method: 'GET', url: '/wps/admin/promotions' });
export const promotionsQuery = () =>
  queryOptions({ queryKey: campaignKeys.promotions(), queryFn: getPromotions, staleTime: 10_000 });
export const usePromotions = () => useQuery(promotionsQuery());

/** The categories a promotion can be filed under: the player site's own public list. */
export const getPromotionCategories = () =>
  fetchParsed(promotionCategorySchema.array(), { method: 'GET', url: '/wps/promotions/categories' });
export const usePromotionCategories = () =>
  useQuery({ queryKey: campaignKeys.categories(), queryFn: getPromotionCategories, staleTime: 10 * 60_000 });
