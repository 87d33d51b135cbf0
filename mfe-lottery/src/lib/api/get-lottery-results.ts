import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { lotteryResultsResultSchema } from '@site/shared/schemas';

/** `GET /lgw/lottery/results`: a game's recent draws (the board and the regional page). */
export function fetchLotteryResults(gameCode: string, limit = 20) {
  return fetchParsed(lotteryResultsResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/results',
    params: { gameCode, limit },
  });
}

export const lotteryResultsQuery = (gameCode: string, limit = 20, issueKey = '') =>
  queryOptions({
    queryKey: queryKeys.site('lottery', 'results', gameCode, limit, issueKey),
    queryFn: () => fetchLotteryResults(gameCode, limit),
  });

/** Recent results; `issueKey` (the current issue number) changes when an issue closes, which refetches. */
export function useLotteryResults(gameCode: string, issueKey: string | undefined, limit = 20) {
  return useQuery({ ...lotteryResultsQuery(gameCode, limit, issueKey ?? ''), enabled: gameCode !== '' });
}
