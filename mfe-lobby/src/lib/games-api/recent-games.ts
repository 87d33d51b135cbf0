import { apiGet } from '@site/shared';
import type { RecentResult } from '@site/shared/schemas';

export function fetchRecentGames(params: { gameType: string; vassalage: string; pageNo: number; pageSize: number }, signal?: AbortSignal): Promise<RecentResult> {
  return apiGet<RecentResult>('/wps/games/recent', { params, signal });
}
