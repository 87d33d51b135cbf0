import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionCategorySchema } from '@site/shared/schemas';

/**
 * GET /wps/promotions/categories (public). `.array()` of the shared schema, not `z.array`: importing zod here would
 * bundle a copy of it into the list page (the schemas come with @site/shared from the shell).
 */
export const getCategories = () =>
  fetchParsed(promotionCategorySchema.array(), { method: 'GET', url: '/wps/promotions/categories' });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.site('promotions', 'categories'),
    queryFn: getCategories,
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
