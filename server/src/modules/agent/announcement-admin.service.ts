import { ERROR_CODES } from '@site/shared/schemas';
import { sanitizeHtmlText } from '@site/shared/html/text';
import type { AgentAnnouncementAdmin, AgentAnnouncementInput } from '@site/shared/schemas/operator';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { auditedEdit, withAudit } from '../audit/audit.service';
import * as repo from './announcement-admin.repository';

type Input = Required<Omit<AgentAnnouncementInput, 'reason'>>;
type InputWithReason = Input & Pick<AgentAnnouncementInput, 'reason'>;

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

/** Creates an agent announcement, audited in its transaction (`agent-announcement.create`). */
export function createAgentAnnouncement(db: DbOrTrx, request: FastifyRequest, body: InputWithReason) {
  const { reason, ...input } = body;
  return withAudit(db, request, async (trx) => {
    await assertTitleFree(trx, input.title, null);
    const created = toAgentAnnouncement(
      await uniqueTitle(input.title, () => repo.insertAgentAnnouncement(trx, sanitised(input))),
    );
    return {
      result: created,
      audit: {
        action: 'agent-announcement.create',
        entity: 'announcement',
        entityId: created.id,
        before: null,
        after: { ...created },
        reason: reason ?? null,
      },
    };
  });
}

/** The announcement as it is now (for the audit's before), locked for the change; 404 when it is not an agent one. */
async function lockAgentAnnouncement(db: DbOrTrx, id: number) {
  const row = await repo.findAgentOnlyAnnouncement(db, id);
  if (!row) throw notFound(id);
  return toAgentAnnouncement(row);
}

/** Replaces an agent announcement, audited with the changed fields (`agent-announcement.edit`). */
export function editAgentAnnouncement(
  db: DbOrTrx,
  request: FastifyRequest,
  id: number,
  body: InputWithReason,
) {
  const { reason, ...input } = body;
  return auditedEdit(db, request, {
    action: 'agent-announcement.edit',
    entity: 'announcement',
    before: (trx) => lockAgentAnnouncement(trx, id),
    run: async (trx) => {
      await assertTitleFree(trx, input.title, id);
      return toAgentAnnouncement(
        await uniqueTitle(input.title, () => repo.updateAgentAnnouncement(trx, id, sanitised(input))),
      );
    },
    reason: reason ?? null,
  });
}

/** Deletes an agent announcement with the operator's reason (`agent-announcement.delete`). */
export function deleteAgentAnnouncement(db: DbOrTrx, request: FastifyRequest, id: number, reason: string) {
  return withAudit(db, request, async (trx) => {
    const before = await lockAgentAnnouncement(trx, id);
    await repo.deleteAgentAnnouncement(trx, id);
    return {
      result: { id, deleted: true as const },
      audit: {
        action: 'agent-announcement.delete',
        entity: 'announcement',
        entityId: id,
        before: { ...before },
        after: null,
        reason,
      },
    };
  });
}
