import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** SQL of the back office's games catalogue (docs/back-office.md "Running the site"). */

export interface AdminGameFilter {
  vendor?: string | undefined;
  category?: string | undefined;
  enabled: 'all' | 'yes' | 'no';
  q?: string | undefined;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function adminGames(db: DbOrTrx, f: Omit<AdminGameFilter, 'limit' | 'offset'>) {
  let q = db
    .selectFrom('game as g')
    .leftJoin('game_vendor as v', (j) =>
      j.onRef('v.vassalage', '=', 'g.vassalage').onRef('v.game_type', '=', 'g.game_type'),
    );
  if (f.vendor) q = q.where('g.vassalage', '=', f.vendor);
  if (f.category) q = q.where('g.game_type', '=', f.category.toUpperCase());
  if (f.enabled !== 'all') q = q.where('g.enabled', '=', f.enabled === 'yes');
  if (f.q) q = q.where('g.search_name', 'like', likePattern(f.q));
  return q;
}

function withColumns(q: ReturnType<typeof adminGames>) {
  return q.select([
    'g.game_id',
    'g.game_name',
    'g.vassalage',
    'g.game_type',
    'g.game_classify',
    'g.enabled',
    'g.is_new',
    'g.hot_rank',
    'g.featured',
    'g.sort_order',
    sql<string>`coalesce(v.display_name, g.vassalage)`.as('vendor_name'),
    sql<boolean>`coalesce(v.enabled, true)`.as('vendor_enabled'),
    sql<boolean>`coalesce(v.maintenance, false)`.as('vendor_maintenance'),
  ]);
}

/** One page of games in the order the lobby lists them: by category, then place, then id. */
export async function adminGamePage(db: DbOrTrx, f: AdminGameFilter) {
  const base = adminGames(db, f);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
    withColumns(base)
      .orderBy('g.game_type')
      .orderBy('g.sort_order')
      .orderBy('g.game_id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

export type AdminGameRow = Awaited<ReturnType<typeof adminGamePage>>['rows'][number];

export async function adminGameRow(db: DbOrTrx, gameId: string): Promise<AdminGameRow | undefined> {
  return withColumns(adminGames(db, { enabled: 'all' }))
    .where('g.game_id', '=', gameId)
    .executeTakeFirst();
}

export async function gameForUpdate(db: DbOrTrx, gameId: string) {
  return db.selectFrom('game').selectAll().where('game_id', '=', gameId).forUpdate().executeTakeFirst();
}

export async function updateGame(
  db: DbOrTrx,
  gameId: string,
  set: Partial<{
    enabled: boolean;
    is_new: boolean;
    hot_rank: number | null;
    featured: boolean;
    sort_order: number;
  }>,
) {
  await db.updateTable('game').set(set).where('game_id', '=', gameId).execute();
}

/** The next hot rank: a game marked hot goes after the ones already marked. */
export async function nextHotRank(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('game')
    .select(sql<string>`coalesce(max(hot_rank), 0)`.as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

/** The game just before (up) or after (down) this one in its category's order, locked for the swap. */
export async function neighbourForUpdate(
  db: DbOrTrx,
  game: { game_id: string; game_type: string; sort_order: number },
  direction: 'up' | 'down',
) {
  const up = direction === 'up';
  return db
    .selectFrom('game')
    .select(['game_id', 'sort_order'])
    .where('game_type', '=', game.game_type)
    .where((eb) =>
      eb.or([
        eb('sort_order', up ? '<' : '>', game.sort_order),
        eb.and([eb('sort_order', '=', game.sort_order), eb('game_id', up ? '<' : '>', game.game_id)]),
      ]),
    )
    .orderBy('sort_order', up ? 'desc' : 'asc')
    .orderBy('game_id', up ? 'desc' : 'asc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function vendorRows(db: DbOrTrx, vendor?: string) {
  let q = db.selectFrom('game_vendor as v').select([
    'v.vassalage',
    'v.game_type',
    'v.display_name',
    'v.enabled',
    'v.maintenance',
    'v.maintenance_message',
    'v.sort_order',
    (eb) =>
      eb
        .selectFrom('game as g')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('g.vassalage', '=', 'v.vassalage')
        .whereRef('g.game_type', '=', 'v.game_type')
        .as('games'),
  ]);
  if (vendor) q = q.where('v.vassalage', '=', vendor);
  return q.orderBy('v.sort_order').orderBy('v.vassalage').orderBy('v.game_type').execute();
}

export async function lockVendor(db: DbOrTrx, vendor: string) {
  return db
    .selectFrom('game_vendor')
    .select(['vassalage', 'game_type'])
    .where('vassalage', '=', vendor)
    .forUpdate()
    .execute();
}

export async function updateVendor(
  db: DbOrTrx,
  vendor: string,
  set: Partial<{ enabled: boolean; maintenance: boolean; maintenance_message: string | null }>,
) {
  await db.updateTable('game_vendor').set(set).where('vassalage', '=', vendor).execute();
}
