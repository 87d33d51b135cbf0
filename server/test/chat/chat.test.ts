import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { seedChat } from '../../src/db/seed/chat';
import { findMemberByAccount } from '../../src/modules/member/member.repository';
import { CHAT_CHANNEL, postMessage } from '../../src/modules/chat/chat.service';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { automation, staffSession } from '../helpers/staff';
import { paidDeposit } from './chat-fixtures';
import { openChatStream, type ChatStream } from './chat-stream-client';

// The chat room (docs/chat.md) on the engine the suite runs on: rules, filter, moderation, permissions, delivery.
let app: FastifyInstance;
let baseUrl: string;
const streams: ChatStream[] = [];
const tokens: Record<string, string> = {};

async function memberId(account: string): Promise<number> {
  return (await findMemberByAccount(app.db, account))!.id;
}

const post = (account: string, text: string, room = 'en') =>
  call(app, {
    method: 'POST',
    url: `/wps/chat/rooms/${room}/messages`,
    headers: bearer(tokens[account]!),
    payload: { text },
  });

async function open(room: string, token?: string): Promise<ChatStream> {
  const stream = await openChatStream(baseUrl, room, { token });
  streams.push(stream);
  return stream;
}

beforeAll(async () => {
  app = await createSeededApp();
  await seedChat(app.db);
  for (const account of ['player1', 'player2', 'player4']) await paidDeposit(app.db, account);
  for (const [account, password] of [
    ['player1', 'Player1234'],
    ['player2', 'Player1234'],
    ['player3', 'Player1234'],
    ['player4', 'Player1234'],
  ] as const)
    tokens[account] = await loginAs(app, account, password);
  // player4 is the VIP here (mobile1, the seed's VIP, has a phone: a login from a new address asks for an SMS code).
  await app.db.updateTable('member').set({ rank_level: 5 }).where('account', '=', 'player4').execute();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  // Each test starts with full send buckets (the rate-limit test spends one on purpose).
  await app.db.deleteFrom('chat_send_bucket').execute();
});
afterAll(async () => {
  await app.close();
});

test('a visitor reads the seeded history of a language room but cannot write; the VIP room is closed to them', async () => {
  const rooms = await call(app, { method: 'GET', url: '/wps/chat/rooms' });
  expect(rooms.body.value.writeBlock).toBe('NOT_LOGGED_IN');
  expect(rooms.body.value.rooms.map((r: { id: string }) => r.id)).not.toContain('vip');
  const history = await call(app, { method: 'GET', url: '/wps/chat/rooms/en/messages' });
  expect(history.body.value.messages.length).toBeGreaterThanOrEqual(3);
  const write = await call(app, {
    method: 'POST',
    url: '/wps/chat/rooms/en/messages',
    payload: { text: 'hi' },
  });
  expect(write.status).toBe(401);
  expect((await call(app, { method: 'GET', url: '/wps/chat/rooms/vip/messages' })).status).toBe(401);
  expect((await call(app, { method: 'GET', url: '/wps/chat/rooms/xx/messages' })).body.code).toBe(
    'CHAT_ROOM_NOT_FOUND',
  );
});

test('writing needs a first deposit (or a rank); the VIP room needs rank 5', async () => {
  const refused = await post('player3', 'hello');
  expect([refused.status, refused.body.code]).toEqual([403, 'CHAT_WRITE_NOT_ALLOWED']);
  const rooms = await call(app, { method: 'GET', url: '/wps/chat/rooms', headers: bearer(tokens.player3!) });
  expect(rooms.body.value.writeBlock).toBe('CHAT_WRITE_NOT_ALLOWED');
  expect((await post('player2', 'hello', 'vip')).body.code).toBe('CHAT_ROOM_VIP_ONLY');
  expect((await post('player4', 'evening all', 'vip')).status).toBe(200);
});

test('a message is stored before it is fanned out: a rolled-back one never reaches a stream', async () => {
  const stream = await open('en');
  const history = await stream.next(['history']);
  expect(history.messages.length).toBeGreaterThan(0);

  // A notification sent by a transaction that rolls back is never delivered (PostgreSQL and PGlite alike).
  await app.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto('chat_message')
        .values({ room_id: 'en', member_id: null, kind: 'news', author_name: 'x', body: 'ghost' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`select pg_notify(${CHAT_CHANNEL}, ${`m:${row.id}`})`.execute(trx);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await expect(stream.next(['message'], 800)).rejects.toThrow(/no message event/);

  const sent = await post('player1', 'good luck on the draw tonight');
  expect(sent.status).toBe(200);
  const live = await stream.next(['message']);
  expect(live.messages[0]).toEqual(sent.body.value);
  // What was delivered is what the database holds.
  const stored = await app.db
    .selectFrom('chat_message')
    .select('body')
    .where('id', '=', String(sent.body.value.id))
    .executeTakeFirst();
  expect(stored?.body).toBe('good luck on the draw tonight');
});

test('a message that commits after one with a higher id still reaches the stream (ids are taken at insert)', async () => {
  const stream = await open('en');
  await stream.next(['history']);
  // A writer took its id first and commits last: stored now, announced after a later message.
  const early = await app.db
    .insertInto('chat_message')
    .values({ room_id: 'en', member_id: null, kind: 'news', author_name: 'Operator', body: 'committed late' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const later = await post('player1', 'committed first');
  expect(later.status).toBe(200);
  expect((await stream.next(['message'])).messages[0]?.text).toBe('committed first');
  await sql`select pg_notify(${CHAT_CHANNEL}, ${`m:${early.id}`})`.execute(app.db);
  const late = await stream.next(['message']);
  expect(late.messages[0]).toMatchObject({ id: Number(early.id), text: 'committed late' });
  // Once: the same notification again sends nothing.
  await sql`select pg_notify(${CHAT_CHANNEL}, ${`m:${early.id}`})`.execute(app.db);
  await expect(stream.next(['message'], 800)).rejects.toThrow(/no message event/);
});

test('a reconnecting client resyncs with "since the last id"', async () => {
  const before = await call(app, { method: 'GET', url: '/wps/chat/rooms/tl/messages' });
  const lastId = before.body.value.messages.at(-1).id as number;
  await post('player1', 'Tara, laro tayo mamaya', 'tl');
  const resumed = await openChatStream(baseUrl, 'tl', { sinceId: lastId });
  streams.push(resumed);
  const history = await resumed.next(['history']);
  expect(history.messages.map((m) => m.text)).toEqual(['Tara, laro tayo mamaya']);
});

test('rate limit: a burst of 5, then 1 message per 2 s, shared by every process (a row in the database)', async () => {
  for (let i = 0; i < 5; i += 1) expect((await post('player2', `burst ${i}`, 'es')).status).toBe(200);
  const sixth = await post('player2', 'one too many', 'es');
  expect([sixth.status, sixth.body.code]).toEqual([429, 'CHAT_RATE_LIMITED']);
  expect(sixth.body.value.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  // Two seconds later one token is back (the service takes the clock).
  const later = new Date(Date.now() + 2_100);
  await expect(
    postMessage(app.db, 'es', await memberId('player2'), 'back again', later),
  ).resolves.toMatchObject({
    text: 'back again',
  });
  await expect(
    postMessage(app.db, 'es', await memberId('player2'), 'and again', later),
  ).rejects.toMatchObject({
    code: 'CHAT_RATE_LIMITED',
  });
});

test('filter: profanity is refused (English everywhere, local words per room); links from new accounts', async () => {
  expect((await post('player4', 'you are a fucking idiot')).body.code).toBe('CHAT_PROFANITY');
  expect((await post('player4', 'gago ka talaga', 'tl')).body.code).toBe('CHAT_PROFANITY');
  expect((await post('player4', 'una disputa amistosa', 'es')).status).toBe(200);
  const link = await post('player4', 'free spins at www.other-casino.com');
  expect([link.status, link.body.code, link.body.value.minAccountDays]).toEqual([
    422,
    'CHAT_LINKS_NOT_ALLOWED',
    7,
  ]);
  await app.db
    .updateTable('member')
    .set({ created_at: sql`now() - interval '30 days'` } as never)
    .where('account', '=', 'player4')
    .execute();
  expect((await post('player4', 'rules are at www.example.com/help')).status).toBe(200);
  const tooLong = await post('player4', 'x'.repeat(301));
  expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
});

test('moderation needs chat.moderate, is audited, and mute / ban / delete act at once', async () => {
  const marketing = await staffSession(app, 'marketing');
  const support = await staffSession(app, 'support');
  const body = { account: 'player1', kind: 'mute', minutes: 10, reason: 'spam' };
  const forbidden = await call(app, {
    method: 'POST',
    url: '/wps/admin/chat/sanctions',
    headers: marketing.headers,
    payload: body,
  });
  expect([forbidden.status, forbidden.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
  const asMember = await call(app, {
    method: 'POST',
    url: '/wps/admin/chat/sanctions',
    headers: bearer(tokens.player1!),
    payload: body,
  });
  expect([asMember.status, asMember.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
  const muted = await call(app, {
    method: 'POST',
    url: '/wps/admin/chat/sanctions',
    headers: support.headers,
    payload: body,
  });
  expect(muted.status).toBe(200);
  const refused = await post('player1', 'am I muted?');
  expect([refused.status, refused.body.code]).toEqual([403, 'CHAT_MUTED']);
  expect(Date.parse(refused.body.value.until)).toBeGreaterThan(Date.now());
  const audit = await app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'chat.mute')
    .executeTakeFirst();
  expect(audit?.actor).toBe(`staff:${support.account}`);

  // A muted member still reads; a banned one does not.
  expect(
    (await call(app, { method: 'GET', url: '/wps/chat/rooms/en/messages', headers: bearer(tokens.player1!) }))
      .status,
  ).toBe(200);
  await call(app, {
    method: 'POST',
    url: `/wps/admin/chat/sanctions/${muted.body.value.id}/lift`,
    headers: support.headers,
  });
  expect((await post('player1', 'thanks for unmuting')).status).toBe(200);
  await call(app, {
    method: 'POST',
    url: '/wps/admin/chat/sanctions',
    headers: automation(app),
    payload: { ...body, kind: 'ban', minutes: 1 },
  });
  const banned = await call(app, {
    method: 'GET',
    url: '/wps/chat/rooms/en/messages',
    headers: bearer(tokens.player1!),
  });
  expect([banned.status, banned.body.code]).toEqual([403, 'CHAT_BANNED']);
  expect((await openChatStream(baseUrl, 'en', { token: tokens.player1 })).status).toBe(403);
});

test('staff delete leaves a tombstone everyone sees at once; members report and mute authors for themselves', async () => {
  const stream = await open('pt');
  await stream.next(['history']);
  const sent = await post('player2', 'compre fichas baratas comigo', 'pt');
  await stream.next(['message']);
  const id = sent.body.value.id as number;
  const reported = await call(app, {
    method: 'POST',
    url: `/wps/chat/messages/${id}/report`,
    headers: bearer(tokens.player4!),
    payload: { reason: 'scam' },
  });
  expect(reported.status).toBe(200);
  const support = await staffSession(app, 'support');
  const reports = await call(app, {
    method: 'GET',
    url: '/wps/admin/chat/reports',
    headers: support.headers,
  });
  expect(reports.body.value.reports[0]).toMatchObject({
    messageId: id,
    reports: 1,
    reasons: ['scam'],
    deleted: false,
  });

  const deleted = await call(app, {
    method: 'POST',
    url: `/wps/admin/chat/messages/${id}/delete`,
    headers: support.headers,
    payload: { reason: 'selling chips' },
  });
  expect(deleted.status).toBe(200);
  const tombstone = await stream.next(['deleted']);
  expect(tombstone.messages[0]).toMatchObject({ id, deleted: true, text: null });
  const history = await call(app, { method: 'GET', url: '/wps/chat/rooms/pt/messages' });
  expect(history.body.value.messages.find((m: { id: number }) => m.id === id)).toMatchObject({
    deleted: true,
    text: null,
  });

  const mute = await call(app, {
    method: 'POST',
    url: '/wps/chat/muted-authors',
    headers: bearer(tokens.player4!),
    payload: { authorKey: sent.body.value.authorKey },
  });
  expect(mute.status).toBe(200);
  const rooms = await call(app, { method: 'GET', url: '/wps/chat/rooms', headers: bearer(tokens.player4!) });
  expect(rooms.body.value.mutedAuthors).toEqual([sent.body.value.authorKey]);
});

test('slow mode: one message per member per N seconds in that room; a big win is shared once as a card', async () => {
  const support = await staffSession(app, 'support');
  await call(app, {
    method: 'PUT',
    url: '/wps/admin/chat/rooms/id/slow-mode',
    headers: support.headers,
    payload: { slowModeSeconds: 30 },
  });
  expect((await post('player4', 'halo semua', 'id')).status).toBe(200);
  const slow = await post('player4', 'halo lagi', 'id');
  expect([slow.status, slow.body.code, slow.body.value.slowModeSeconds]).toEqual([429, 'CHAT_SLOW_MODE', 30]);

  const member = (await findMemberByAccount(app.db, 'player4'))!;
  const bet = await app.db
    .insertInto('bet_record')
    .values({
      vendor: 'demo',
      round_id: 'chat-win-1',
      bet_transaction_id: 'chat-win-1',
      member_id: member.id,
      member_account: member.account,
      game_id: 'no-such-game',
      game_type: 'slot',
      currency: 'PHP',
      bet_minor: 5_000,
      valid_bet_minor: 5_000,
      win_minor: 1_250_000,
      status: 'settled',
      settled_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wins = await call(app, { method: 'GET', url: '/wps/chat/wins', headers: bearer(tokens.player4!) });
  expect(wins.body.value.wins[0]).toMatchObject({ betId: bet.id, stake: 50, win: 12_500 });
  const share = () =>
    call(app, {
      method: 'POST',
      url: '/wps/chat/rooms/vip/wins',
      headers: bearer(tokens.player4!),
      payload: { betId: bet.id },
    });
  const card = await share();
  expect(card.body.value).toMatchObject({ kind: 'win', win: { stake: 50, win: 12_500, multiplier: 250 } });
  expect((await share()).status).toBe(409);
  const other = await call(app, {
    method: 'POST',
    url: '/wps/chat/rooms/en/wins',
    headers: bearer(tokens.player2!),
    payload: { betId: bet.id },
  });
  expect(other.body.code).toBe('CHAT_WIN_NOT_FOUND');
});
