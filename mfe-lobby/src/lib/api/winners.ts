import { fetchParsed } from '@site/shared';
import { winnersResultSchema, type WinnerEntry } from '@site/shared/schemas';

export function fetchWinners(language: string): Promise<{ list: WinnerEntry[] }> {
  return fetchParsed(winnersResultSchema, {
    method: 'GET',
    url: '/wps/games/winners',
    params: { gameCategory: 'ALL', language, limitNum: 20 },
  });
}
