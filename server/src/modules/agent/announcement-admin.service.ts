import { ERROR_CODES } from '@site/shared/schemas';
import { sanitizeHtmlText } from '@site/shared/html/text';
import type { AgentAnnouncementAdmin, AgentAnnouncementInput } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import * as repo from './announcement-admin.repository';

type Input = Required<Omit<AgentAnnouncementInput, 'reason'>>;

export function toAgentAnnouncement(r: repo.AgentAnnouncementRow): AgentAnnouncementAdmin {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    category: r.category,
    translations: Object.fromEntries(
      Object.entries(r.translations).map(([language, t]) => [
        language,
        { title: t.title ?? '', content: t.content },
      ]),
    ),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function listAgentAnnouncementsForAdmin(db: DbOrTrx) {
  return { items: (await repo.listAgentOnlyAnnouncements(db)).map(toAgentAnnouncement) };
}

/** Every HTML body, the original and each language's, through the shared allow-list before it is stored. */
function sanitised(input: Input): repo.AnnouncementFields {
  const translations: repo.AnnouncementFields['translations'] = {};
  for (const [language, text] of Object.entries(input.translations))
    translations[language] = { title: text.title, content: sanitizeHtmlText(text.content) };
  return {
    title: input.title,
    content: sanitizeHtmlText(input.content),
    category: input.category,
    translations,
  };
}

const titleTaken = (title: string) =>
  new AppError(
    409,
    ERROR_CODES.AGENT_ANNOUNCEMENT_TITLE_TAKEN,
    `An announcement is already titled "${title}"`,
  );

async function assertTitleFree(db: DbOrTrx, title: string, exceptId: number | null) {
  if (await repo.titleTaken(db, title, exceptId)) throw titleTaken(title);
}

/** Two saves of one title at once: the loser meets the unique index, and gets the same 409 as a read would give. */
async function uniqueTitle<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw titleTaken(title);
    throw error;
  }
}

const notFound = (id: number) =>
  new AppError(404, ERROR_CODES.AGENT_ANNOUNCEMENT_NOT_FOUND, `No agent announcement ${id}`);

export async function createAgentAnnouncement(db: DbOrTrx, input: Input) {
  await assertTitleFree(db, input.title, null);
  return toAgentAnnouncement(
    await uniqueTitle(input.title, () => repo.insertAgentAnnouncement(db, sanitised(input))),
  );
}

/** The announcement as it is now (for the audit's before), locked for the change; 404 when it is not an agent one. */
export async function lockAgentAnnouncement(db: DbOrTrx, id: number) {
  const row = await repo.findAgentOnlyAnnouncement(db, id);
  if (!row) throw notFound(id);
  return toAgentAnnouncement(row);
}

export async function editAgentAnnouncement(db: DbOrTrx, id: number, input: Input) {
  await lockAgentAnnouncement(db, id);
  await assertTitleFree(db, input.title, id);
  return toAgentAnnouncement(
    await uniqueTitle(input.title, () => repo.updateAgentAnnouncement(db, id, sanitised(input))),
  );
}

export async function deleteAgentAnnouncement(db: DbOrTrx, id: number) {
  const before = await lockAgentAnnouncement(db, id);
  await repo.deleteAgentAnnouncement(db, id);
  return before;
}
