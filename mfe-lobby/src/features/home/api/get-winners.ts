import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { winnersResultSchema, type WinnerEntry } from '@site/shared/schemas';

/** `GET /wps/games/winners`: home's winner board. */
export function fetchWinners(language: string): Promise<{ list: WinnerEntry[] }> {
  return fetchParsed(winnersResultSchema, {
    method: 'GET',
    url: '/wps/games/winners',
    params: { gameCategory: 'ALL', language, limitNum: 20 },
  });
}

export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.site('games', 'winners', language),
    queryFn: () => fetchWinners(language),
  });
