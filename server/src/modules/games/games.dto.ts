import type { GameDto } from '@site/shared/schemas';
import type { GameRow } from './games.repository';

/** Icons are generated SVG served by this server (see game-icons.ts); the URL is stable per game. */
export function iconUrl(gameId: string, large = false): string {
  return `/wps/assets/games/${encodeURIComponent(gameId)}${large ? '-large' : ''}.svg`;
}

export function toGameDto(row: GameRow): GameDto {
  const icon = iconUrl(row.game_id);
  return {
    gameId: row.game_id,
    nodeId: row.node_id,
    gameName: row.game_name,
    nodeName: row.game_name,
    displayName: row.game_name,
    vassalage: row.vassalage,
    gameType: row.game_type,
    gameClassify: row.game_classify,
    iconUrl: icon,
    icon,
    showIcon: icon,
    lagerIcon: iconUrl(row.game_id, true),
    supportPlay: row.support_play,
    isNew: row.is_new ? 1 : 0,
    type: row.game_type === 'PVP' ? 'room' : 'game',
  };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Winner names are masked like every public board: first two and last character. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}
