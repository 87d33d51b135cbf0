import { sql } from 'kysely';
import type { DbOrTrx as Db } from '../../db/with-transaction';

/** A group's banners live at `now`: started (or no start) and not ended (or no end). */
export function listBannersByGroup(db: Db, group: string, now: Date) {
  return db
    .selectFrom('banner')
    .selectAll()
    .where('group_name', '=', group)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findBanner(db: Db, id: number) {
  return db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listAnnouncements(
  db: Db,
  options: { audiences: string[]; category?: string | undefined; offset: number; limit: number; now: Date },
) {
  // Only announcements live at `now` (their schedule, migration 1500), as home's banners.
  const now = options.now;
  let query = db
    .selectFrom('announcement')
    .where('audience', 'in', options.audiences)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  if (options.category) query = query.where('category', '=', options.category);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('sort')
      .orderBy('id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export function listHelpTopics(db: Db, language: string, device: string) {
  return db
    .selectFrom('help_topic')
    .select(['id', 'title', 'content'])
    .where('language', '=', language)
    .where('device', '=', device)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Sets (or replaces) one language of a banner's or announcement's texts; false when there is no such row. */
/** One language's texts of a banner or announcement as stored (undefined: none), for the audit's "before". */
export async function findContentTranslation(
  db: Db,
  table: 'banner' | 'announcement',
  id: number,
  language: string,
): Promise<{ title: string; content?: string } | undefined> {
  const row = await sql<{ text: { title: string; content?: string } | null }>`
    select translations -> ${language} as text from ${sql.table(table)} where id = ${id}`.execute(db);
  return row.rows[0]?.text ?? undefined;
}

export async function setContentTranslation(
  db: Db,
  table: 'banner' | 'announcement',
  id: number,
  language: string,
  text: { title: string; content?: string | undefined },
): Promise<boolean> {
  const result = await sql`
    update ${sql.table(table)} set translations = translations || ${JSON.stringify({ [language]: text })}::jsonb
    where id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}
