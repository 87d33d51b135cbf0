import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionListSchema } from '@site/shared/schemas';

/** GET /wps/promotions?category= — states are the member's when a token is sent, a visitor's otherwise. */
export const getPromotions = (category?: string) =>
  fetchParsed(promotionListSchema, {
    method: 'GET',
    url: '/wps/promotions',
    params: category ? { category } : {},
  });

/** Under `user`: the states belong to whoever is signed in, so a session change drops them. */
export const promotionsQuery = (category?: string) =>
  queryOptions({
    queryKey: queryKeys.user('promotions', 'list', category ?? 'all'),
    queryFn: () => getPromotions(category),
    staleTime: 30_000,
  });

export const usePromotions = (category?: string) => useQuery(promotionsQuery(category));
