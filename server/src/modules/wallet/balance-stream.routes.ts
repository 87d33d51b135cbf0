import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { BalanceEvents } from './balance-events';
import { memberBalance } from './wallet.service';

/** A comment line keeps proxies from closing an idle stream, and is when a logged-out session is noticed. */
const HEARTBEAT_MS = 25_000;
/** Tabs per member per process: a real player has a few; thousands would be an attack on memory. */
const MAX_STREAMS_PER_MEMBER = 8;
/** What a stream gets when its process shuts down: reconnect in a second (and a named event a client may act on). */
const RECONNECT_HINT = 'retry: 1000\nevent: reconnect\ndata: {}\n\n';

/**
 * `GET /wps/v2/wallets/balance/events` (token): Server-Sent Events. Sends the balance at once (a tab that
 * reconnects is in sync again), then again each time the ledger changes it — whichever server process took the
 * deposit (docs/payments.md "Balance push"). The browser reads it with fetch (EventSource cannot send the token).
 */
export async function balanceStreamRoutes(app: FastifyInstance): Promise<void> {
  const events = new BalanceEvents();
  await events.start(app.db);
  const open = new Set<(last?: string) => void>();
  const perMember = new Map<number, number>();
  // Open streams would keep app.close() waiting for ever: end them first, telling the browser to reconnect soon (the
  // balancer sends it to another process; docs/deployment.md "Several processes").
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(RECONNECT_HINT);
    await events.stop();
  });

  app.get('/wps/v2/wallets/balance/events', { preHandler: app.requireSession }, async (request, reply) => {
    const { memberId } = request.session;
    const count = perMember.get(memberId) ?? 0;
    if (count >= MAX_STREAMS_PER_MEMBER) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many open balance streams');
    }
    perMember.set(memberId, count + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');

    let ended = false;
    // One query at a time per stream: notifications arriving meanwhile fold into one more send.
    let sending = false;
    let again = false;
    const send = async (): Promise<void> => {
      if (sending) {
        again = true;
        return;
      }
      sending = true;
      try {
        do {
          again = false;
          const balance = await memberBalance(app.db, memberId);
          if (ended) return;
          res.write(`event: balance\ndata: ${JSON.stringify(balance)}\n\n`);
        } while (again && !ended);
      } catch (err) {
        request.log.warn({ err }, 'balance stream: could not read the balance');
      } finally {
        sending = false;
      }
    };

    const unsubscribe = events.subscribeMember(memberId, () => void send());
    const heartbeat = setInterval(() => {
      void app.readSession(request).then((session) => {
        if (!session || session.memberId !== memberId) end();
        else if (!ended) res.write(': ping\n\n');
      });
    }, HEARTBEAT_MS);
    const end = (last?: string) => {
      if (ended) return;
      if (last) res.write(last);
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      const left = (perMember.get(memberId) ?? 1) - 1;
      if (left <= 0) perMember.delete(memberId);
      else perMember.set(memberId, left);
      res.end();
    };
    open.add(end);
    request.raw.on('close', () => end());
    await send();
  });
}
