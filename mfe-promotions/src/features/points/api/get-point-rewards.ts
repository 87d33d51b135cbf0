import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchParsed, queryKeys } from '@site/shared';
import { pointRewardListSchema } from '@site/shared/schemas';

/** GET /wps/points/rewards (getPointReward): the running rewards, names in the site language. */
export const getPointRewards = () =>
  fetchParsed(pointRewardListSchema, { method: 'GET', url: '/wps/points/rewards' });

/** Keyed by language (names are translated by the server) and under `user` (what I redeemed is in the answer). */
export const pointRewardsQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.user('points', 'rewards', language),
    queryFn: getPointRewards,
    staleTime: 30_000,
  });

export function usePointRewards() {
  const { i18n } = useTranslation('promotions');
  return useQuery(pointRewardsQuery(i18n.language));
}
