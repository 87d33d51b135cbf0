import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { sanitizeHtmlText } from '@site/shared/html/text';
import type {
  AdminNotice,
  AdminNoticeInput,
  AdminNoticeList,
  AdminPopupRule,
} from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { changedFields, withAudit } from '../audit/audit.service';
import { getPopupRepeat, setPopupRepeat } from '../system/system.service';
import { bannerState } from './content-admin.service';
import * as repo from './notice-admin.repository';

/**
 * The content editor's notices and popups (docs/back-office.md "Content: notices, help and links"): the site's
 * announcements with their schedule, each change in one transaction with its audit row. The player lists
 * (system/content.service.ts `getAnnouncements`) hold only those live at the server's clock.
 */

function toAdminNotice(row: repo.NoticeRow, now: Date): AdminNotice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category as AdminNotice['category'],
    audience: row.audience as AdminNotice['audience'],
    sort: row.sort,
    startsAt: row.starts_at ? row.starts_at.toISOString() : null,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    state: bannerState(row, now),
    translations: Object.fromEntries(
      Object.entries(row.translations ?? {}).map(([language, t]) => [
        language,
        { title: t.title ?? '', ...(t.content !== undefined ? { content: t.content } : {}) },
      ]),
    ),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listAdminNotices(db: DbOrTrx, now: Date): Promise<AdminNoticeList> {
  const [rows, popupRepeat] = await Promise.all([repo.listSiteNotices(db), getPopupRepeat(db)]);
  return { items: rows.map((r) => toAdminNotice(r, now)), now: now.toISOString(), popupRepeat };
}

/** When the popup comes back (a setting the player site gets in its whitelabel answer). */
export function savePopupRule(db: Db, request: FastifyRequest, rule: AdminPopupRule) {
  return withAudit(db, request, async (trx) => {
    const before = await getPopupRepeat(trx);
    await setPopupRepeat(trx, rule.popupRepeat);
    return {
      result: rule,
      audit: {
        action: 'content.popup-rule',
        entity: 'site',
        entityId: 'popupRepeat',
        before: { popupRepeat: before },
        after: rule,
      },
    };
  });
}

/** What an audit row keeps of a notice (its translations have their own rows, `content.translate`). */
const auditState = (n: AdminNotice) => ({
  title: n.title,
  content: n.content,
  category: n.category,
  audience: n.audience,
  sort: n.sort,
  startsAt: n.startsAt,
  endsAt: n.endsAt,
});

const notFound = (id: number) =>
  new AppError(404, ERROR_CODES.CONTENT_NOTICE_NOT_FOUND, `No notice or popup ${id}`);
const titleTaken = (title: string) =>
  new AppError(409, ERROR_CODES.CONTENT_NOTICE_TITLE_TAKEN, `An announcement is already titled "${title}"`);

async function locked(trx: DbOrTrx, id: number, now: Date): Promise<AdminNotice> {
  const row = await repo.noticeForUpdate(trx, id);
  if (!row) throw notFound(id);
  return toAdminNotice(row, now);
}

/** Two saves of one title at once: the loser meets the unique index and gets the same 409 as the check gives. */
async function uniqueTitle<T>(title: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw titleTaken(title);
    throw err;
  }
}

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/** The stored values of a form: the HTML body through the shared allow-list. */
const values = (input: AdminNoticeInput): repo.NoticeValues => ({
  title: input.title,
  content: sanitizeHtmlText(input.content),
  category: input.category,
  audience: input.audience,
  starts_at: toDate(input.startsAt),
  ends_at: toDate(input.endsAt),
});

export function createNotice(db: Db, request: FastifyRequest, input: AdminNoticeInput, now: Date) {
  return uniqueTitle(input.title, () =>
    withAudit(db, request, async (trx) => {
      if (await repo.titleTaken(trx, input.title, null)) throw titleTaken(input.title);
      const sort = await repo.firstSortInCategory(trx, input.category);
      const id = await repo.insertNotice(trx, { ...values(input), sort });
      const after = await locked(trx, id, now);
      return {
        result: after,
        audit: {
          action: 'notice.create',
          entity: 'announcement',
          entityId: id,
          before: null,
          after: auditState(after),
        },
      };
    }),
  );
}

export function editNotice(db: Db, request: FastifyRequest, id: number, input: AdminNoticeInput, now: Date) {
  return uniqueTitle(input.title, () =>
    withAudit(db, request, async (trx) => {
      const before = await locked(trx, id, now);
      if (await repo.titleTaken(trx, input.title, id)) throw titleTaken(input.title);
      const set: Partial<repo.NoticeValues & { sort: number }> = values(input);
      // Another category: the notice leads that list, as a new one does.
      if (input.category !== before.category) set.sort = await repo.firstSortInCategory(trx, input.category);
      await repo.updateNotice(trx, id, set);
      const after = await locked(trx, id, now);
      return {
        result: after,
        audit: {
          action: 'notice.edit',
          entity: 'announcement',
          entityId: id,
          ...changedFields(auditState(before), auditState(after)),
        },
      };
    }),
  );
}

export function deleteNoticeById(db: Db, request: FastifyRequest, id: number, now: Date) {
  return withAudit(db, request, async (trx) => {
    const before = await locked(trx, id, now);
    await repo.deleteNotice(trx, id);
    return {
      result: { id, deleted: true as const },
      audit: {
        action: 'notice.delete',
        entity: 'announcement',
        entityId: id,
        before: auditState(before),
        after: null,
      },
    };
  });
}

/** One place up or down within its category: the list is renumbered in tens with the two swapped. */
export function moveNotice(db: Db, request: FastifyRequest, id: number, direction: 'up' | 'down', now: Date) {
  return withAudit(db, request, async (trx) => {
    const before = await locked(trx, id, now);
    const order = await repo.categoryOrderForUpdate(trx, before.category);
    const at = order.findIndex((r) => r.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    const other = order[to];
    if (!other)
      throw new AppError(
        409,
        ERROR_CODES.CONTENT_ORDER_EDGE,
        `${before.title} is already ${direction === 'up' ? 'first' : 'last'} in its list`,
      );
    [order[at], order[to]] = [other, order[at]!];
    for (const [index, row] of order.entries())
      if (row.sort !== index * 10) await repo.updateNotice(trx, row.id, { sort: index * 10 });
    const after = await locked(trx, id, now);
    return {
      result: after,
      audit: {
        action: 'notice.move',
        entity: 'announcement',
        entityId: id,
        before: { sort: before.sort, swappedWith: other.id },
        after: { sort: after.sort, direction },
      },
    };
  });
}
