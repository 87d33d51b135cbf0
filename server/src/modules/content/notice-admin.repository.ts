import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/**
 * SQL of the back office's notices and popups: the site's announcements (audiences `public` and `member`). Agent-only
 * announcements (`agent`) are the agents desk's (agent/announcement-admin.repository.ts) and never touched here.
 */
const SITE_AUDIENCES = ['public', 'member'];
const columns = [
  'id',
  'title',
  'content',
  'category',
  'audience',
  'sort',
  'starts_at',
  'ends_at',
  'translations',
  'created_at',
] as const;

/** Every site announcement, in each category's player order (place, then newest first). */
export function listSiteNotices(db: DbOrTrx) {
  return db
    .selectFrom('announcement')
    .select(columns)
    .where('audience', 'in', SITE_AUDIENCES)
    .orderBy('category')
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}
export type NoticeRow = Awaited<ReturnType<typeof listSiteNotices>>[number];

export function noticeForUpdate(db: DbOrTrx, id: number) {
  return db
    .selectFrom('announcement')
    .select(columns)
    .where('id', '=', id)
    .where('audience', 'in', SITE_AUDIENCES)
    .forUpdate()
    .executeTakeFirst();
}

export function titleTaken(db: DbOrTrx, title: string, exceptId: number | null) {
  let q = db.selectFrom('announcement').select('id').where('title', '=', title);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst().then((row) => row !== undefined);
}

/** The place before the category's first notice: a new notice leads its list (the ticker shows it first). */
export async function firstSortInCategory(db: DbOrTrx, category: string): Promise<number> {
  const row = await db
    .selectFrom('announcement')
    .select(sql<number | null>`min(sort)`.as('low'))
    .where('category', '=', category)
    .where('audience', 'in', SITE_AUDIENCES)
    .executeTakeFirst();
  return row?.low === null || row?.low === undefined ? 0 : Number(row.low) - 10;
}

export interface NoticeValues {
  title: string;
  content: string;
  category: string;
  audience: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

export async function insertNotice(db: DbOrTrx, values: NoticeValues & { sort: number }): Promise<number> {
  const row = await db.insertInto('announcement').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(db: DbOrTrx, id: number, set: Partial<NoticeValues & { sort: number }>) {
  await db.updateTable('announcement').set(set).where('id', '=', id).execute();
}

export async function deleteNotice(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('announcement').where('id', '=', id).execute();
}

/** A category's notices in player order, locked: a move renumbers the whole list. */
export function categoryOrderForUpdate(db: DbOrTrx, category: string) {
  return db
    .selectFrom('announcement')
    .select(['id', 'sort'])
    .where('category', '=', category)
    .where('audience', 'in', SITE_AUDIENCES)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .forUpdate()
    .execute();
}
