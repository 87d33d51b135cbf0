import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { GameTable, GameVendorTable } from './games.table';

type Q = Kysely<Database> | Transaction<Database>;
export type GameRow = Selectable<GameTable>;
export type VendorRow = Selectable<GameVendorTable>;

export interface GameFilter {
  gameType: string;
  vassalage: string;
  gameClassify: string;
  isNew: boolean;
  gameName: string;
}

/** LIKE metacharacters in user text must match literally. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the lobby may show: the game and its vendor are enabled (docs/back-office.md "Running the site"). A vendor in
 * maintenance stays listed: its games say so and the launch refuses them.
 */
function playable<T extends SelectQueryBuilder<Database, 'game', object>>(q: T): T {
  return q.where('game.enabled', '=', true).where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('game_vendor as gv')
          .select(sql`1`.as('one'))
          .whereRef('gv.vassalage', '=', 'game.vassalage')
          .whereRef('gv.game_type', '=', 'game.game_type')
          .where('gv.enabled', '=', false),
      ),
    ),
  ) as T;
}

function filtered(db: Q, f: GameFilter) {
  let q = playable(db.selectFrom('game'));
  if (f.gameType) q = q.where('game_type', '=', f.gameType);
  if (f.vassalage) q = q.where('vassalage', '=', f.vassalage);
  if (f.gameClassify) q = q.where('game_classify', '=', f.gameClassify);
  if (f.isNew) q = q.where('is_new', '=', true);
  if (f.gameName) q = q.where('search_name', 'like', likePattern(f.gameName));
  return q;
}

export async function countGames(db: Q, f: GameFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findGamesPage(
  db: Q,
  f: GameFilter,
  pageNo: number,
  pageSize: number,
): Promise<GameRow[]> {
  return filtered(db, f)
    .selectAll()
    .orderBy('sort_order')
    .orderBy('game_id')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
}

export async function findGame(
  db: Q,
  by: { gameId?: string | undefined; nodeId?: number | undefined },
): Promise<GameRow | undefined> {
  if (by.gameId) return db.selectFrom('game').selectAll().where('game_id', '=', by.gameId).executeTakeFirst();
  if (by.nodeId) return db.selectFrom('game').selectAll().where('node_id', '=', by.nodeId).executeTakeFirst();
  return undefined;
}

/**
 * Hot = most rounds played in the last 7 days, then the seeded hot rank, so the list rests on
 * real bets as soon as there are some and is never empty on a fresh site.
 */
export async function findHotGames(
  db: Q,
  gameType: string,
  vassalage: string,
  limit: number,
): Promise<GameRow[]> {
  const since = new Date(Date.now() - 7 * 86_400_000);
  let q = playable(db.selectFrom('game'))
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('bet_record')
          .select(['game_id', (e) => e.fn.countAll<number>().as('rounds')])
          .where('created_at', '>=', since)
          .groupBy('game_id')
          .as('b'),
      (join) => join.onRef('b.game_id', '=', 'game.game_id'),
    )
    .selectAll('game')
    .where((eb) => eb.or([eb('game.hot_rank', 'is not', null), eb('b.rounds', '>', 0)]));
  if (gameType) q = q.where('game.game_type', '=', gameType);
  if (vassalage) q = q.where('game.vassalage', '=', vassalage);
  return q
    .orderBy(sql`coalesce(b.rounds, 0)`, 'desc')
    .orderBy(sql`coalesce(game.hot_rank, 1000000)`)
    .orderBy('game.game_id')
    .limit(limit)
    .execute();
}

/** Featured games first (the operator's pick), then the most popular. */
export async function findPopularGames(db: Q, gameType: string, limit: number): Promise<GameRow[]> {
  let q = playable(db.selectFrom('game')).selectAll();
  if (gameType) q = q.where('game_type', '=', gameType);
  return q
    .orderBy('featured', 'desc')
    .orderBy('popularity', 'desc')
    .orderBy('game_id')
    .limit(limit)
    .execute();
}

/** The lobby's vendors: a disabled one is left out. */
export async function findVendors(db: Q): Promise<VendorRow[]> {
  return db.selectFrom('game_vendor').selectAll().where('enabled', '=', true).orderBy('sort_order').execute();
}

export async function findVendor(db: Q, vassalage: string, gameType: string): Promise<VendorRow | undefined> {
  return db
    .selectFrom('game_vendor')
    .selectAll()
    .where('vassalage', '=', vassalage)
    .where('game_type', '=', gameType)
    .executeTakeFirst();
}

export async function findClassifies(
  db: Q,
): Promise<{ vassalage: string; game_type: string; game_classify: string }[]> {
  return db
    .selectFrom('game')
    .select(['vassalage', 'game_type', 'game_classify'])
    .distinct()
    .orderBy('vassalage')
    .orderBy('game_classify')
    .execute();
}

/** Other playable games of the same type from vendors not in maintenance. */
export async function findRecommended(db: Q, gameType: string, limit: number): Promise<GameRow[]> {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', (j) =>
      j
        .onRef('game_vendor.vassalage', '=', 'game.vassalage')
        .onRef('game_vendor.game_type', '=', 'game.game_type'),
    )
    .selectAll('game')
    .where('game.game_type', '=', gameType)
    .where('game.enabled', '=', true)
    .where('game_vendor.enabled', '=', true)
    .where('game_vendor.maintenance', '=', false)
    .orderBy('game.popularity', 'desc')
    .limit(limit)
    .execute();
}
