import { useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { lotteryVerifyResultSchema } from '@site/shared/schemas';

/** `GET /lgw/lottery/verify`: a drawn issue's seed and shape, for the browser to recompute the draw. */
export function fetchLotteryVerify(gameCode: string, issueNo: string) {
  return fetchParsed(lotteryVerifyResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/verify',
    params: { gameCode, issueNo },
  });
}

export function useLotteryVerify(gameCode: string, issueNo: string) {
  return useQuery({
    queryKey: queryKeys.site('lottery', 'verify', gameCode, issueNo),
    queryFn: () => fetchLotteryVerify(gameCode, issueNo),
    enabled: gameCode !== '' && issueNo !== '',
  });
}
