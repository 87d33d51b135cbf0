import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, parse } from '../../http/reply';
import { deleteMessages, listMessages, markMessagesRead, unreadCount } from './messages.service';
import { bigRowIdParam, bigRowId, queryInt } from '@site/shared/schemas';

const listQuery = z.object({
  beforeId: bigRowIdParam().optional(),
  pageSize: queryInt(1, 100).default(20),
});
const idsBody = z.object({ ids: z.array(bigRowId()).min(1).max(100) }).strict();

/**
 * Internal messages for the member centre's messageV2 page (docs/product.md "Records the site keeps" "Messages"). Every call is scoped to the
 * session's member: ids of someone else's messages simply match nothing (counted in `changed`).
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/messages', { preHandler: app.requireSession }, async (request) => {
    const { beforeId, pageSize } = parse(listQuery, request.query);
    return ok({ items: await listMessages(app.db, request.session.memberId, pageSize, beforeId) });
  });

  /** The relay name CSP_unreadCount: the badge on the avatar and the messages entry. */
  app.get('/wps/v2/messages/unread-count', { preHandler: app.requireSession }, async (request) =>
    ok({ CSP_unreadCount: await unreadCount(app.db, request.session.memberId) }),
  );

  app.post('/wps/v2/messages/read', { preHandler: app.requireSession }, async (request) => {
    const { ids } = parse(idsBody, request.body);
    return ok({ changed: await markMessagesRead(app.db, request.session.memberId, ids) });
  });

  app.post('/wps/v2/messages/delete', { preHandler: app.requireSession }, async (request) => {
    const { ids } = parse(idsBody, request.body);
    return ok({ changed: await deleteMessages(app.db, request.session.memberId, ids) });
  });
}
