import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { bonusGrantListSchema } from '@site/shared/schemas';

/** GET /wps/promotions/bonuses (member): each bonus with its wagering progress. */
export const getBonuses = () =>
  fetchParsed(bonusGrantListSchema, { method: 'GET', url: '/wps/promotions/bonuses' });

/** Under the promotions key so a claim refreshes it too. */
export const bonusesQuery = () =>
  queryOptions({ queryKey: queryKeys.user('promotions', 'bonuses'), queryFn: getBonuses, staleTime: 10_000 });

export const useBonuses = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...bonusesQuery(), enabled: options.enabled ?? true });
