import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { sanitizeHtmlText } from '@site/shared/html/text';
import type { AdminHelpTopic, AdminHelpTopicInput, AdminHelpTopicList } from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { changedFields, withAudit } from '../audit/audit.service';
import * as repo from './help-admin.repository';

/**
 * The content editor's help topics (docs/back-office.md "Content: notices, help and links"): a list per language and
 * device, the HTML body sanitised on save, each change in one transaction with its audit row. The help centre
 * (`GET /wps/system/helpCenter`) reads the same rows, falling back to the default language, then English.
 */

export async function listAdminHelpTopics(
  db: DbOrTrx,
  language: string,
  device: string,
): Promise<AdminHelpTopicList> {
  const [items, counts] = await Promise.all([
    repo.listTopics(db, language, device),
    repo.countByLanguage(db, device),
  ]);
  return { items, counts };
}

const notFound = (id: number) =>
  new AppError(404, ERROR_CODES.CONTENT_HELP_TOPIC_NOT_FOUND, `No help topic ${id}`);

async function locked(trx: DbOrTrx, id: number): Promise<AdminHelpTopic> {
  const row = await repo.topicForUpdate(trx, id);
  if (!row) throw notFound(id);
  return row;
}

/** (language, device, title) is unique: a clash is the editor's to fix, not a 500. */
async function unlessDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw new AppError(
        409,
        ERROR_CODES.CONTENT_HELP_TOPIC_DUPLICATE,
        'This language already has a topic of this title',
      );
    throw err;
  }
}

const auditState = ({ id: _id, ...rest }: AdminHelpTopic) => rest;

const values = (input: AdminHelpTopicInput): repo.HelpTopicValues => ({
  language: input.language,
  device: input.device,
  title: input.title,
  content: sanitizeHtmlText(input.content),
});

export function createHelpTopic(db: Db, request: FastifyRequest, input: AdminHelpTopicInput) {
  return unlessDuplicate(() =>
    withAudit(db, request, async (trx) => {
      const sort = await repo.nextSort(trx, input.language, input.device);
      const id = await repo.insertTopic(trx, { ...values(input), sort });
      const after = await locked(trx, id);
      return {
        result: after,
        audit: {
          action: 'help-topic.create',
          entity: 'help_topic',
          entityId: id,
          before: null,
          after: auditState(after),
        },
      };
    }),
  );
}

export function editHelpTopic(db: Db, request: FastifyRequest, id: number, input: AdminHelpTopicInput) {
  return unlessDuplicate(() =>
    withAudit(db, request, async (trx) => {
      const before = await locked(trx, id);
      const set: Partial<repo.HelpTopicValues & { sort: number }> = values(input);
      // Another language or device: the topic goes to the end of that list.
      if (input.language !== before.language || input.device !== before.device)
        set.sort = await repo.nextSort(trx, input.language, input.device);
      await repo.updateTopic(trx, id, set);
      const after = await locked(trx, id);
      return {
        result: after,
        audit: {
          action: 'help-topic.edit',
          entity: 'help_topic',
          entityId: id,
          ...changedFields(auditState(before), auditState(after)),
        },
      };
    }),
  );
}

export function deleteHelpTopic(db: Db, request: FastifyRequest, id: number) {
  return withAudit(db, request, async (trx) => {
    const before = await locked(trx, id);
    await repo.deleteTopic(trx, id);
    return {
      result: { id, deleted: true as const },
      audit: {
        action: 'help-topic.delete',
        entity: 'help_topic',
        entityId: id,
        before: auditState(before),
        after: null,
      },
    };
  });
}

/** One place up or down within its language and device: the list is renumbered in tens with the two swapped. */
export function moveHelpTopic(db: Db, request: FastifyRequest, id: number, direction: 'up' | 'down') {
  return withAudit(db, request, async (trx) => {
    const before = await locked(trx, id);
    const order = await repo.listOrderForUpdate(trx, before.language, before.device);
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
      if (row.sort !== index * 10) await repo.updateTopic(trx, row.id, { sort: index * 10 });
    const after = await locked(trx, id);
    return {
      result: after,
      audit: {
        action: 'help-topic.move',
        entity: 'help_topic',
        entityId: id,
        before: { sort: before.sort, swappedWith: other.id },
        after: { sort: after.sort, direction },
      },
    };
  });
}
