import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { missionSummarySchema } from '@site/shared/schemas';

/** GET /wps/missions (member): this period's missions with progress, claimable and claimed. */
export const getMissionSummary = () =>
  fetchParsed(missionSummarySchema, { method: 'GET', url: '/wps/missions' });

/** Under the missions key, so a claim refreshes the summary, the pending count and the board together. */
export const missionSummaryQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('missions', 'summary'),
    queryFn: getMissionSummary,
    staleTime: 10_000,
  });

export const useMissionSummary = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...missionSummaryQuery(), enabled: options.enabled ?? true });
