import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, isTrialAccount, queryKeys, useSessionStore } from '@site/shared';
import { missionPendingSchema } from '@site/shared/schemas';

/** GET /wps/missions/pending (member): mission rewards reached and not claimed yet (docs/promotions.md "Missions"). */
export const getMissionPending = () =>
  fetchParsed(missionPendingSchema, { method: 'GET', url: '/wps/missions/pending' });

/**
 * Keyed under the member's `missions` entries, which the promotions remote's claim invalidates: a claim there
 * updates the header's badge too (one QueryClient per page).
 */
export const missionPendingQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('missions', 'pending'),
    queryFn: getMissionPending,
    staleTime: 60_000,
  });

/** How many mission rewards wait to be claimed; 0 for visitors and trial accounts (they have no missions). */
export function useMissionPending(): number {
  const realMember = useSessionStore((s) => Boolean(s.token) && !isTrialAccount(s.isAgent));
  return useQuery({ ...missionPendingQuery(), enabled: realMember }).data?.pending ?? 0;
}
