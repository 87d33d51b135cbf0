import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** SQL of the back office's help topics (the help centre's, per language and device). */
const columns = ['id', 'language', 'device', 'title', 'content', 'sort'] as const;

/** One language's topics on a device, in the help centre's order (place, then id). */
export function listTopics(db: DbOrTrx, language: string, device: string) {
  return db
    .selectFrom('help_topic')
    .select(columns)
    .where('language', '=', language)
    .where('device', '=', device)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
export type HelpTopicRow = Awaited<ReturnType<typeof listTopics>>[number];

/** How many topics each language has on a device. */
export async function countByLanguage(db: DbOrTrx, device: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('help_topic')
    .select(['language', sql<number>`count(*)::int`.as('n')])
    .where('device', '=', device)
    .groupBy('language')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.language, Number(r.n)]));
}

export function topicForUpdate(db: DbOrTrx, id: number) {
  return db.selectFrom('help_topic').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The place after the list's last topic. */
export async function nextSort(db: DbOrTrx, language: string, device: string): Promise<number> {
  const row = await db
    .selectFrom('help_topic')
    .select(sql<number | null>`max(sort)`.as('top'))
    .where('language', '=', language)
    .where('device', '=', device)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 10;
}

export interface HelpTopicValues {
  language: string;
  device: string;
  title: string;
  content: string;
}

export async function insertTopic(db: DbOrTrx, values: HelpTopicValues & { sort: number }): Promise<number> {
  const row = await db.insertInto('help_topic').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTopic(db: DbOrTrx, id: number, set: Partial<HelpTopicValues & { sort: number }>) {
  await db.updateTable('help_topic').set(set).where('id', '=', id).execute();
}

export async function deleteTopic(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('help_topic').where('id', '=', id).execute();
}

/** A list's topics in order, locked: a move renumbers the whole list. */
export function listOrderForUpdate(db: DbOrTrx, language: string, device: string) {
  return db
    .selectFrom('help_topic')
    .select(['id', 'sort'])
    .where('language', '=', language)
    .where('device', '=', device)
    .orderBy('sort')
    .orderBy('id')
    .forUpdate()
    .execute();
}
