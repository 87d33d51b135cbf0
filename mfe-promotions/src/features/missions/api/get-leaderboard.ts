import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { missionLeaderboardSchema, type MissionPeriod } from '@site/shared/schemas';

export const LEADERBOARD_SIZE = 10;

/** GET /wps/missions/leaderboard?period=&limit= (member): the top players by valid bets and my own rank. */
export const getLeaderboard = (period: MissionPeriod) =>
  fetchParsed(missionLeaderboardSchema, {
    method: 'GET',
    url: '/wps/missions/leaderboard',
    params: { period, limit: LEADERBOARD_SIZE },
  });

export const leaderboardQuery = (period: MissionPeriod) =>
  queryOptions({
    queryKey: queryKeys.user('missions', 'leaderboard', period),
    queryFn: () => getLeaderboard(period),
    staleTime: 30_000,
  });

export const useLeaderboard = (period: MissionPeriod, options: { enabled?: boolean } = {}) =>
  useQuery({ ...leaderboardQuery(period), enabled: options.enabled ?? true });
