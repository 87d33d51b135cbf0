import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionListSchema } from '@site/shared/schemas';

/** GET /wps/promotions?category= — states are the member's when a token is sent, a visitor's otherwise. */
export const getPromotions = (category?: string) =>
  fetchParsed(promotionListSchema, {
    method: 'GET',
    url: '/wps/promotions',
    params: category ? { category } : {},
  });

/**
 * Under `user`: the states belong to whoever is signed in, so a session change drops them. Keyed by the site
 * language too: the texts come in the language the API client sends (docs/i18n.md "Operator content").
 */
export const promotionsQuery = (category?: string, language = 'en') =>
  queryOptions({
    queryKey: queryKeys.user('promotions', 'list', category ?? 'all', language),
    queryFn: () => getPromotions(category),
    staleTime: 30_000,
  });

export const usePromotions = (category?: string) => {
  const { i18n } = useTranslation();
  return useQuery(promotionsQuery(category, i18n.language));
};
