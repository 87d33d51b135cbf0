import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, parse } from '../../http/reply';
import { countUnreadMessages, listMemberMessages, markMessages } from './messages.repository';
import { bigRowIdParam, bigRowId, queryInt } from '@site/shared/schemas';

const listQuery = z.object({
  beforeId: bigRowIdParam().optional(),
  pageSize: queryInt(1, 100).default(20),
});
const idsBody = z.object({ ids: z.array(bigRowId()).min(1).max(100) }).strict();

/**
 * Internal messages for the member centre's messageV2 page (SPEC §3 "Messages"). Every call is scoped to the
 * session's member: ids of someone else's messages simply match nothing (counted in `changed`).
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/messages', { preHandler: app.requireSession }, async (request) => {
    const { beforeId, pageSize } = parse(listQuery, request.query);
    const rows = await listMemberMessages(app.db, request.session.memberId, pageSize, beforeId);
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        params: r.params,
        title: r.title,
        body: r.body,
        read: r.read_at !== null,
        createdAt: r.created_at.toISOString(),
      })),
    });
  });

  /** SPEC's CSP_unreadCount: the badge on the avatar and the messages entry. */
  app.get('/wps/v2/messages/unread-count', { preHandler: app.requireSession }, async (request) =>
    ok({ CSP_unreadCount: await countUnreadMessages(app.db, request.session.memberId) }),
  );

  app.post('/wps/v2/messages/read', { preHandler: app.requireSession }, async (request) => {
    const { ids } = parse(idsBody, request.body);
    return ok({ changed: await markMessages(app.db, request.session.memberId, ids, 'read') });
  });

  app.post('/wps/v2/messages/delete', { preHandler: app.requireSession }, async (request) => {
    const { ids } = parse(idsBody, request.body);
    return ok({ changed: await markMessages(app.db, request.session.memberId, ids, 'deleted') });
  });
}
