import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { missionPendingSchema } from '@site/shared/schemas';

/** GET /wps/missions/pending (member): rewards reached and not claimed yet, for a badge. */
export const getMissionPending = () =>
  fetchParsed(missionPendingSchema, { method: 'GET', url: '/wps/missions/pending' });

export const missionPendingQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('missions', 'pending'),
    queryFn: getMissionPending,
    staleTime: 30_000,
  });

export const useMissionPending = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...missionPendingQuery(), enabled: options.enabled ?? true });
