import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { ChatMessageTable } from './chat.table';

export type ChatMessageRow = Selectable<ChatMessageTable>;

/** Messages are read newest-first for history and oldest-first for a resync; both by the (room_id, id) index. */
export async function lastMessages(db: DbOrTrx, room: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom('chat_message')
    .selectAll()
    .where('room_id', '=', room)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function messagesSince(db: DbOrTrx, room: string, sinceId: number, limit: number) {
  return db
    .selectFrom('chat_message')
    .selectAll()
    .where('room_id', '=', room)
    .where('id', '>', String(sinceId))
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export function findMessage(db: DbOrTrx, id: number | string) {
  return db.selectFrom('chat_message').selectAll().where('id', '=', String(id)).executeTakeFirst();
}

export async function countSince(db: DbOrTrx, room: string, afterId: number) {
  const row = await db
    .selectFrom('chat_message')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('id').as('last')])
    .where('room_id', '=', room)
    .where('id', '>', String(afterId))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last === null ? null : Number(row.last) };
}

export async function lastIdsByRoom(db: DbOrTrx): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_message')
    .select((eb) => ['room_id', eb.fn.max('id').as('last')])
    .groupBy('room_id')
    .execute();
  return new Map(rows.map((r) => [r.room_id, Number(r.last)]));
}

export interface NewChatMessage {
  room: string;
  memberId: number | null;
  kind: 'text' | 'win' | 'news';
  authorName: string;
  authorRank: number;
  body: string | null;
  win?: unknown;
  betId?: number | null;
  createdAt?: Date;
}

export function insertMessage(db: DbOrTrx, m: NewChatMessage) {
  return db
    .insertInto('chat_message')
    .values({
      room_id: m.room,
      member_id: m.memberId,
      kind: m.kind,
      author_name: m.authorName,
      author_rank: m.authorRank,
      body: m.body,
      win: m.win ? JSON.stringify(m.win) : null,
      bet_id: m.betId ?? null,
      ...(m.createdAt ? { created_at: m.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The member's live sanction of the strongest kind (a ban outranks a mute), or undefined. */
export function liveSanction(db: DbOrTrx, memberId: number, now: Date) {
  return db
    .selectFrom('chat_sanction')
    .select(['id', 'kind', 'until'])
    .where('member_id', '=', memberId)
    .where('lifted_at', 'is', null)
    .where('until', '>', now)
    .orderBy(sql`case kind when 'ban' then 0 else 1 end`)
    .orderBy('until', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasPaidDeposit(db: DbOrTrx, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_order')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A settled round of the member's own money (trial accounts never reach this check). */
export async function hasSettledBet(db: DbOrTrx, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bet_record')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function lastMessageAt(db: DbOrTrx, memberId: number, room: string) {
  return db
    .selectFrom('chat_message')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('room_id', '=', room)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The send bucket row, locked for the rest of the transaction (every process shares it). */
export async function lockBucket(db: DbOrTrx, memberId: number, full: number, now: Date) {
  await db
    .insertInto('chat_send_bucket')
    .values({ member_id: memberId, tokens: full, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return db
    .selectFrom('chat_send_bucket')
    .select(['tokens', 'updated_at'])
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function saveBucket(db: DbOrTrx, memberId: number, tokens: number, now: Date) {
  return db
    .updateTable('chat_send_bucket')
    .set({ tokens, updated_at: now })
    .where('member_id', '=', memberId)
    .execute();
}

/** A member's settled net wins of the last days, biggest first: what they may share as a card. */
export function bigWinsOf(db: DbOrTrx, memberId: number, since: Date, limit: number) {
  return db
    .selectFrom('bet_record as b')
    .leftJoin('game as g', 'g.game_id', 'b.game_id')
    .select(['b.id', 'b.bet_minor', 'b.win_minor', 'b.currency', 'b.settled_at', 'b.game_id', 'g.game_name'])
    .where('b.member_id', '=', memberId)
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', since)
    .whereRef('b.win_minor', '>', 'b.bet_minor')
    .orderBy(sql`b.win_minor - b.bet_minor`, 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

export function notifyChat(db: DbOrTrx, channel: string, payload: string) {
  return sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
