import type { FastifyInstance } from 'fastify';
import {
  chatHistoryQuerySchema,
  chatMessageIdParams,
  chatRoomParams,
  chatUnreadQuerySchema,
  muteAuthorSchema,
  postChatMessageSchema,
  reportChatMessageSchema,
  shareChatWinSchema,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import {
  assertCanRead,
  chatHistory,
  chatRooms,
  postMessage,
  reportMessage,
  setAuthorMuted,
  shareableWins,
  shareWin,
  unreadCount,
} from './chat.service';

/**
 * The chat room's calls (docs/chat.md). Reading answers visitors too (the token, when sent, opens the VIP room);
 * writing, reporting and muting need a session. Live delivery is the stream (chat-stream.routes.ts).
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const memberOf = async (request: Parameters<typeof app.readSession>[0]) =>
    (await app.readSession(request))?.memberId ?? null;

  app.get('/wps/chat/rooms', async (request) => ok(await chatRooms(app.db, await memberOf(request))));

  app.get('/wps/chat/rooms/:room/messages', async (request) => {
    const { room } = parse(chatRoomParams, request.params);
    const { sinceId } = parse(chatHistoryQuerySchema, request.query);
    await assertCanRead(app.db, room, { memberId: await memberOf(request) });
    return ok({ messages: await chatHistory(app.db, room, sinceId) });
  });

  app.get('/wps/chat/rooms/:room/unread', async (request) => {
    const { room } = parse(chatRoomParams, request.params);
    const { afterId } = parse(chatUnreadQuerySchema, request.query);
    await assertCanRead(app.db, room, { memberId: await memberOf(request) });
    return ok(await unreadCount(app.db, room, afterId));
  });

  app.post('/wps/chat/rooms/:room/messages', { preHandler: app.requireSession }, async (request) => {
    const { room } = parse(chatRoomParams, request.params);
    const { text } = parse(postChatMessageSchema, request.body);
    return ok(await postMessage(app.db, room, request.session.memberId, text));
  });

  app.get('/wps/chat/wins', { preHandler: app.requireSession }, async (request) =>
    ok({ wins: await shareableWins(app.db, request.session.memberId) }),
  );

  app.post('/wps/chat/rooms/:room/wins', { preHandler: app.requireSession }, async (request) => {
    const { room } = parse(chatRoomParams, request.params);
    const { betId } = parse(shareChatWinSchema, request.body);
    return ok(await shareWin(app.db, room, request.session.memberId, betId));
  });

  app.post('/wps/chat/messages/:id/report', { preHandler: app.requireSession }, async (request) => {
    const { id } = parse(chatMessageIdParams, request.params);
    const { reason } = parse(reportChatMessageSchema, request.body);
    await reportMessage(app.db, request.session.memberId, id, reason);
    return ok({ done: true as const });
  });

  app.post('/wps/chat/muted-authors', { preHandler: app.requireSession }, async (request) => {
    const { authorKey } = parse(muteAuthorSchema, request.body);
    await setAuthorMuted(app.db, request.session.memberId, authorKey, true);
    return ok({ done: true as const });
  });

  app.post('/wps/chat/muted-authors/remove', { preHandler: app.requireSession }, async (request) => {
    const { authorKey } = parse(muteAuthorSchema, request.body);
    await setAuthorMuted(app.db, request.session.memberId, authorKey, false);
    return ok({ done: true as const });
  });
}
