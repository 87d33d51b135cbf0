import { fetchParsed } from '@site/shared';
import {
  gameListResultSchema,
  hotGamesResultSchema,
  type GameDto,
  type GameListResult,
} from '@site/shared/schemas';

/** docs/site-rules.md "Calls" game list. The caller already applied the parameter rules (see to-list-params). */
export interface GameListParams {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  isNew?: '1';
  gameName: string;
  pageSize: number;
  pageNo: number;
}

export function fetchGameList(params: GameListParams, signal?: AbortSignal): Promise<GameListResult> {
  return fetchParsed(gameListResultSchema, { method: 'GET', url: '/wps/games/list', params, signal });
}

export function fetchHotGames(gameType: string, vassalage = '', signal?: AbortSignal): Promise<GameDto[]> {
  return fetchParsed(hotGamesResultSchema, {
    method: 'GET',
    url: '/wps/games/hot',
    params: { gameType, vassalage },
    signal,
  });
}
