import type { Db } from '../../db/create-db';
import * as repo from './activity.repository';
import { toGameDto, totalPages } from './games.dto';

/** A member's favourite and recent games (the lobby's "My games"). Game types are stored upper-case. */

export async function favouritesPage(
  db: Db,
  memberId: number,
  q: { gameType: string; vendor: string; pageNo: number; pageSize: number },
) {
  const page = await repo.findFavouritesPage(
    db,
    memberId,
    { gameType: q.gameType.toUpperCase(), vendor: q.vendor },
    q.pageNo,
    q.pageSize,
  );
  return { content: page.rows.map(toGameDto), totalPages: totalPages(page.total, q.pageSize) };
}

export function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  return repo.findFavouriteIds(db, memberId);
}

/** Adds the game and answers the member's favourite ids after it. */
export async function addFavourite(
  db: Db,
  memberId: number,
  game: { nodeId: number; vendor: string; gameType: string },
) {
  await repo.addFavourite(db, memberId, game.nodeId, game.vendor, game.gameType.toUpperCase());
  return repo.findFavouriteIds(db, memberId);
}

/** Removes the game and answers the member's favourite ids after it. */
export async function removeFavourite(db: Db, memberId: number, nodeId: number) {
  await repo.removeFavourite(db, memberId, nodeId);
  return repo.findFavouriteIds(db, memberId);
}

export async function recentPage(
  db: Db,
  memberId: number,
  q: { gameType: string; vassalage: string; pageNo: number; pageSize: number },
) {
  const page = await repo.findRecentPage(
    db,
    memberId,
    { gameType: q.gameType.toUpperCase(), vassalage: q.vassalage },
    q.pageNo,
    q.pageSize,
  );
  return { list: page.rows.map(toGameDto), totalPages: totalPages(page.total, q.pageSize) };
}
