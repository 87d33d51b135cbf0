import { fetchParsed } from '@site/shared';
import { recentResultSchema, type RecentResult } from '@site/shared/schemas';

/** `GET /wps/games/recent`: the member's recently played games (the lobby's recent list). */
export function fetchRecentGames(
  params: { gameType: string; vassalage: string; pageNo: number; pageSize: number },
  signal?: AbortSignal,
): Promise<RecentResult> {
  return fetchParsed(recentResultSchema, { method: 'GET', url: '/wps/games/recent', params, signal });
}
