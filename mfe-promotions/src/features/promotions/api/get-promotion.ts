import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionDetailSchema } from '@site/shared/schemas';

/** GET /wps/promotions/:id — content is operator HTML: render it through sanitizeHtml. */
export const getPromotion = (id: number) =>
  fetchParsed(promotionDetailSchema, { method: 'GET', url: `/wps/promotions/${id}` });

/** Keyed by the site language: title, summary and body come in the language the API client sends. */
export const promotionQuery = (id: number, language = 'en') =>
  queryOptions({
    queryKey: queryKeys.user('promotions', 'detail', id, language),
    queryFn: () => getPromotion(id),
    staleTime: 30_000,
  });

export const usePromotion = (id: number) => {
  const { i18n } = useTranslation();
  return useQuery({ ...promotionQuery(id, i18n.language), enabled: Number.isInteger(id) && id > 0 });
};
