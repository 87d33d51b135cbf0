import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, chatHistoryQuerySchema, chatRoomParams, type ChatMessage } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { parse } from '../../http/reply';
import { ChatHub } from './chat-hub';
import { assertCanRead, chatHistory } from './chat.service';

const HEARTBEAT_MS = 25_000;
/** Open chat streams per process: visitors read too, so this bounds memory, not a member's tabs. */
const MAX_STREAMS = 10_000;
const RECONNECT_HINT = 'retry: 1000\nevent: reconnect\ndata: {}\n\n';
/** Message ids a stream remembers as sent (far more than can be in flight at once). */
const SEEN_WINDOW = 1_000;

/**
 * `GET /wps/chat/rooms/:room/events?sinceId=N`: Server-Sent Events, the same transport as the balance push
 * (docs/chat.md "Transport"). First `history` (the last 50, or what came after `sinceId` for a reconnecting
 * client), then `message` and `deleted` as they are stored, from whichever process stored them. Visitors may read
 * the language rooms; the token, when sent, opens the VIP room and is checked against bans.
 */
export async function chatStreamRoutes(app: FastifyInstance): Promise<void> {
  const hub = new ChatHub(app.db);
  await hub.start();
  const open = new Set<(last?: string) => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(RECONNECT_HINT);
    await hub.stop();
  });

  app.get('/wps/chat/rooms/:room/events', async (request, reply) => {
    const { room } = parse(chatRoomParams, request.params);
    const { sinceId } = parse(chatHistoryQuerySchema, request.query);
    const session = await app.readSession(request);
    await assertCanRead(app.db, room, { memberId: session?.memberId ?? null });
    if (open.size >= MAX_STREAMS)
      throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many open streams');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');

    let ended = false;
    // The newest id this client has, for a resync after a lost notification connection; delivery itself is decided
    // by `seen`, not by order: ids are taken at insert and transactions commit in any order (two writers, two
    // processes), so a message can arrive after one with a higher id — dropping it as old lost deliveries under load
    // (docs/chat.md "Transport").
    let lastId = sinceId ?? 0;
    const seen = new Set<number>();
    const remember = (id: number) => {
      seen.add(id);
      if (seen.size > SEEN_WINDOW) seen.delete(seen.values().next().value!);
      lastId = Math.max(lastId, id);
    };
    // Live messages that arrive while the history is read wait here, so none falls between the two.
    let pending: Array<['message' | 'deleted', ChatMessage, string]> | null = [];
    const write = (event: string, data: unknown) => {
      if (!ended) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const send = (event: 'message' | 'deleted', message: ChatMessage, frame: string) => {
      if (event === 'message') {
        if (seen.has(message.id)) return;
        remember(message.id);
      }
      if (!ended) res.write(frame);
    };
    const catchUp = async (since: number) => {
      const messages = await chatHistory(app.db, room, since);
      const fresh = messages.filter((m) => !seen.has(m.id));
      for (const m of fresh) remember(m.id);
      write('history', { messages: fresh });
    };
    const unsubscribe = hub.subscribe(room, {
      deliver: (event, message, frame) =>
        pending ? pending.push([event, message, frame]) : send(event, message, frame),
      resync: () => void catchUp(lastId).catch(() => end(RECONNECT_HINT)),
    });
    const heartbeat = setInterval(() => !ended && res.write(': ping\n\n'), HEARTBEAT_MS);
    const end = (last?: string) => {
      if (ended) return;
      if (last) res.write(last);
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', () => end());
    try {
      await catchUp(sinceId ?? 0);
    } catch (err) {
      request.log.warn({ err }, 'chat stream: could not read the history');
      end(RECONNECT_HINT);
      return;
    }
    const waiting = pending;
    pending = null;
    for (const [event, message, frame] of waiting) send(event, message, frame);
  });
}
