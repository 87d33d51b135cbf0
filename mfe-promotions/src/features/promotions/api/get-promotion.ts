import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { promotionDetailSchema } from '@site/shared/schemas';

/** GET /wps/promotions/:id — content is operator HTML: render it through sanitizeHtml. */
export const getPromotion = (id: number) =>
  fetchParsed(promotionDetailSchema, { method: 'GET', url: `/wps/promotions/${id}` });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.user('promotions', 'detail', id),
    queryFn: () => getPromotion(id),
    staleTime: 30_000,
  });

export const usePromotion = (id: number) =>
  useQuery({ ...promotionQuery(id), enabled: Number.isInteger(id) && id > 0 });
