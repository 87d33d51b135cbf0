import type { DbOrTrx } from '../../db/with-transaction';

/** The agent-only announcements (audience `agent`); the site's other announcements are not the agents desk's. */
const AGENT = 'agent';
const columns = ['id', 'title', 'content', 'category', 'translations', 'created_at'] as const;

export function listAgentOnlyAnnouncements(db: DbOrTrx) {
  return db
    .selectFrom('announcement')
    .select(columns)
    .where('audience', '=', AGENT)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export type AgentAnnouncementRow = Awaited<ReturnType<typeof listAgentOnlyAnnouncements>>[number];

export function findAgentOnlyAnnouncement(db: DbOrTrx, id: number) {
  return db
    .selectFrom('announcement')
    .select(columns)
    .where('id', '=', id)
    .where('audience', '=', AGENT)
    .forUpdate()
    .executeTakeFirst();
}

export function titleTaken(db: DbOrTrx, title: string, exceptId: number | null) {
  let q = db.selectFrom('announcement').select('id').where('title', '=', title);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst().then((row) => row !== undefined);
}

export interface AnnouncementFields {
  title: string;
  content: string;
  category: string;
  translations: Record<string, { title: string; content: string }>;
}

export function insertAgentAnnouncement(db: DbOrTrx, fields: AnnouncementFields) {
  return db
    .insertInto('announcement')
    .values({ ...fields, translations: JSON.stringify(fields.translations), audience: AGENT, sort: 0 })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateAgentAnnouncement(db: DbOrTrx, id: number, fields: AnnouncementFields) {
  return db
    .updateTable('announcement')
    .set({ ...fields, translations: JSON.stringify(fields.translations) })
    .where('id', '=', id)
    .where('audience', '=', AGENT)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function deleteAgentAnnouncement(db: DbOrTrx, id: number) {
  await db.deleteFrom('announcement').where('id', '=', id).where('audience', '=', AGENT).execute();
}
