import { apiGet } from '@site/shared';
import type { WinnerEntry } from '@site/shared/schemas';

export function fetchWinners(language: string): Promise<{ list: WinnerEntry[] }> {
  return apiGet<{ list: WinnerEntry[] }>('/wps/games/winners', { params: { gameCategory: 'ALL', language, limitNum: 20 } });
}
