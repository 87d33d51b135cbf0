import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { GameRow } from './games.repository';

type Q = Kysely<Database> | Transaction<Database>;

export async function addFavourite(
  db: Q,
  memberId: number,
  nodeId: number,
  vendor: string,
  gameType: string,
): Promise<void> {
  await db
    .insertInto('favourite_game')
    .values({ member_id: memberId, node_id: nodeId, vendor, game_type: gameType })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Q, memberId: number, nodeId: number): Promise<void> {
  await db
    .deleteFrom('favourite_game')
    .where('member_id', '=', memberId)
    .where('node_id', '=', nodeId)
    .execute();
}

export async function findFavouriteIds(db: Q, memberId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourite_game')
    .select('node_id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((r) => r.node_id);
}

function favouritesOf(db: Q, memberId: number, gameType: string, vendor: string) {
  let q = db
    .selectFrom('favourite_game as f')
    .innerJoin('game', 'game.node_id', 'f.node_id')
    .where('f.member_id', '=', memberId);
  if (gameType) q = q.where('game.game_type', '=', gameType);
  if (vendor) q = q.where('game.vassalage', '=', vendor);
  return q;
}

export async function findFavouritesPage(
  db: Q,
  memberId: number,
  filter: { gameType: string; vendor: string },
  pageNo: number,
  pageSize: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const base = favouritesOf(db, memberId, filter.gameType, filter.vendor);
  const rows = await base
    .selectAll('game')
    .orderBy('f.created_at', 'desc')
    .orderBy('game.game_id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function touchRecent(db: Q, memberId: number, gameId: string, at: Date): Promise<void> {
  await db
    .insertInto('recent_game')
    .values({ member_id: memberId, game_id: gameId, played_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at }))
    .execute();
}

export async function findRecentPage(
  db: Q,
  memberId: number,
  filter: { gameType: string; vassalage: string },
  pageNo: number,
  pageSize: number,
): Promise<{ rows: GameRow[]; total: number }> {
  let base = db
    .selectFrom('recent_game as r')
    .innerJoin('game', 'game.game_id', 'r.game_id')
    .where('r.member_id', '=', memberId);
  if (filter.gameType) base = base.where('game.game_type', '=', filter.gameType);
  if (filter.vassalage) base = base.where('game.vassalage', '=', filter.vassalage);
  const rows = await base
    .selectAll('game')
    .orderBy('r.played_at', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export interface WinnerRow {
  member_account: string;
  game_name: string;
  game_id: string;
  win_minor: number;
}

/** Latest settled rounds that paid more than they cost: the ticker shows real wins only. */
export async function findWinners(db: Q, gameType: string, limit: number): Promise<WinnerRow[]> {
  let q = db
    .selectFrom('bet_record as b')
    .innerJoin('game', 'game.game_id', 'b.game_id')
    .select(['b.member_account', 'game.game_name', 'b.game_id', 'b.win_minor'])
    .where('b.status', '=', 'settled')
    .whereRef('b.win_minor', '>', 'b.bet_minor');
  if (gameType) q = q.where('b.game_type', '=', gameType);
  const rows = await q.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, win_minor: Number(r.win_minor) }));
}
