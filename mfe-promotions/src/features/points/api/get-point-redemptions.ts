import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchParsed, queryKeys } from '@site/shared';
import { pointRedemptionPageSchema } from '@site/shared/schemas';

export const REDEMPTION_PAGE_SIZE = 10;

/** GET /wps/points/redemptions (getRedeemPointList): my redemptions, newest first, one page. */
export const getPointRedemptions = (page: number) =>
  fetchParsed(pointRedemptionPageSchema, {
    method: 'GET',
    url: '/wps/points/redemptions',
    params: { page, pageSize: REDEMPTION_PAGE_SIZE },
  });

export const pointRedemptionsQuery = (page: number, language: string) =>
  queryOptions({
    queryKey: queryKeys.user('points', 'redemptions', page, language),
    queryFn: () => getPointRedemptions(page),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function usePointRedemptions(page: number) {
  const { i18n } = useTranslation('promotions');
  return useQuery(pointRedemptionsQuery(page, i18n.language));
}
