import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionCategorySchema } from '@site/shared/schemas';

/** GET /wps/promotions/categories (public). */
export const getCategories = () =>
  fetchParsed(z.array(promotionCategorySchema), { method: 'GET', url: '/wps/promotions/categories' });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.site('promotions', 'categories'),
    queryFn: getCategories,
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
