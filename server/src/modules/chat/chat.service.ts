import { sql } from 'kysely';
import {
  ERROR_CODES,
  minorToDecimal,
  type ChatMessage,
  type ChatRooms,
  type ChatWriteBlock,
} from '@site/shared/schemas';
import { LANGUAGES } from '@site/shared/i18n/languages';
import type { DbOrTrx } from '../../db/with-transaction';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberById } from '../member/member.repository';
import { isTrialAccount } from '../member/account-type';
import { hasLink, isProfane } from './chat-filter';
import { authorKeyOf, toChatMessage } from './chat.dto';
import {
  bigWinsOf,
  countSince,
  findMessage,
  hasPaidDeposit,
  hasSettledBet,
  insertMessage,
  lastIdsByRoom,
  lastMessageAt,
  lastMessages,
  liveSanction,
  lockBucket,
  messagesSince,
  notifyChat,
  saveBucket,
} from './chat.repository';

/** The rules of docs/chat.md "Rules", in one place. */
export const CHAT_RULES = {
  historySize: 50,
  /** A resync after a reconnect sends at most this many; a client further behind reloads the last 50. */
  resyncLimit: 200,
  /** Token bucket per member, shared by every process: 1 message per 2 s, bursts of 5. */
  burst: 5,
  refillMs: 2_000,
  /** Links are refused from accounts younger than this. */
  linkMinAccountDays: 7,
  vipMinRank: 5,
  /** Rank that lets a member write without a deposit of their own (rank is earned by valid bets, docs/vip.md). */
  writeMinRank: 1,
  /** Wins of the last 30 days may be shared. */
  shareWindowDays: 30,
} as const;

/** The channel every process LISTENs on: payload `m:<id>` (new message) or `d:<id>` (deleted). */
export const CHAT_CHANNEL = 'chat_room';

const DAY_MS = 86_400_000;

/** Every language of the picker has a room; the VIP room comes first. Idempotent (each start). */
export async function ensureRooms(db: DbOrTrx): Promise<void> {
  const rows = [
    { id: 'vip', kind: 'vip' as const, language: null, min_rank: CHAT_RULES.vipMinRank, sort: 0 },
    ...LANGUAGES.map((l, i) => ({
      id: l.code,
      kind: 'language' as const,
      language: l.code,
      min_rank: 0,
      sort: i + 1,
    })),
  ];
  await db
    .insertInto('chat_room')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function requireRoom(db: DbOrTrx, id: string) {
  const room = await db.selectFrom('chat_room').selectAll().where('id', '=', id).executeTakeFirst();
  if (!room) throw new AppError(404, ERROR_CODES.CHAT_ROOM_NOT_FOUND, 'No such chat room');
  return room;
}

interface Reader {
  memberId: number | null;
}

/** Who may read a room: anyone a language room; members of rank ≥ 5 the VIP room; nobody banned. */
export async function assertCanRead(db: DbOrTrx, roomId: string, reader: Reader, now = new Date()) {
  const room = await requireRoom(db, roomId);
  if (reader.memberId === null) {
    if (room.min_rank > 0) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'Log in to enter this room');
    return room;
  }
  const member = await findMemberById(db, reader.memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  const sanction = await liveSanction(db, member.id, now);
  if (sanction?.kind === 'ban') {
    throw new AppError(403, ERROR_CODES.CHAT_BANNED, 'You are banned from the chat', {
      until: sanction.until.toISOString(),
    });
  }
  if (member.rank_level < room.min_rank) {
    throw new AppError(403, ERROR_CODES.CHAT_ROOM_VIP_ONLY, 'This room is for VIP members');
  }
  return room;
}

/** Why this member may not write now (null: may write), and until when a sanction lasts. */
export async function writeBlockOf(
  db: DbOrTrx,
  memberId: number | null,
  now = new Date(),
): Promise<{ block: ChatWriteBlock; until: Date | null }> {
  if (memberId === null) return { block: 'NOT_LOGGED_IN', until: null };
  const member = await findMemberById(db, memberId);
  if (!member) return { block: 'NOT_LOGGED_IN', until: null };
  const sanction = await liveSanction(db, memberId, now);
  if (sanction)
    return { block: sanction.kind === 'ban' ? 'CHAT_BANNED' : 'CHAT_MUTED', until: sanction.until };
  if (isTrialAccount(member.type)) return { block: 'CHAT_WRITE_NOT_ALLOWED', until: null };
  // Real money in play: a rank (earned by valid bets), a paid deposit or a settled round (docs/chat.md "Rules").
  if (
    member.rank_level >= CHAT_RULES.writeMinRank ||
    (await hasPaidDeposit(db, memberId)) ||
    (await hasSettledBet(db, memberId))
  )
    return { block: null, until: null };
  return { block: 'CHAT_WRITE_NOT_ALLOWED', until: null };
}

export async function chatRooms(db: DbOrTrx, memberId: number | null, now = new Date()): Promise<ChatRooms> {
  const member = memberId === null ? undefined : await findMemberById(db, memberId);
  const rank = member?.rank_level ?? 0;
  const [rooms, lastIds, write, muted] = await Promise.all([
    db.selectFrom('chat_room').selectAll().where('min_rank', '<=', rank).orderBy('sort').execute(),
    lastIdsByRoom(db),
    writeBlockOf(db, member ? member.id : null, now),
    member
      ? db
          .selectFrom('chat_member_mute')
          .select('muted_member_id')
          .where('member_id', '=', member.id)
          .execute()
      : Promise.resolve([]),
  ]);
  return {
    rooms: rooms.map((r) => ({
      id: r.id,
      kind: r.kind,
      language: r.language,
      slowModeSeconds: r.slow_mode_seconds,
      lastId: lastIds.get(r.id) ?? 0,
    })),
    authorKey: member ? authorKeyOf(member.id) : null,
    writeBlock: write.block,
    blockedUntil: write.until?.toISOString() ?? null,
    mutedAuthors: muted.map((m) => authorKeyOf(m.muted_member_id)),
  };
}

/** The last 50 messages, or (a reconnecting client) those after `sinceId`. */
export async function chatHistory(db: DbOrTrx, room: string, sinceId?: number): Promise<ChatMessage[]> {
  const rows =
    sinceId === undefined || sinceId === 0
      ? await lastMessages(db, room, CHAT_RULES.historySize)
      : await messagesSince(db, room, sinceId, CHAT_RULES.resyncLimit);
  return rows.map(toChatMessage);
}

export async function unreadCount(db: DbOrTrx, room: string, afterId: number) {
  const { count, last } = await countSince(db, room, afterId);
  return { count, lastId: last ?? afterId };
}

function refuse(status: number, code: string, message: string, value: unknown = null): never {
  throw new AppError(status, code, message, value);
}

/** Sanction, eligibility, and (for text) the filter and the link rule: everything decided before the transaction. */
async function assertCanWrite(db: DbOrTrx, roomId: string, memberId: number, now: Date) {
  const room = await assertCanRead(db, roomId, { memberId }, now);
  const { block, until } = await writeBlockOf(db, memberId, now);
  if (block === 'CHAT_MUTED')
    refuse(403, ERROR_CODES.CHAT_MUTED, 'You are muted in the chat', { until: until?.toISOString() ?? null });
  if (block === 'CHAT_BANNED')
    refuse(403, ERROR_CODES.CHAT_BANNED, 'You are banned from the chat', {
      until: until?.toISOString() ?? null,
    });
  if (block !== null)
    refuse(403, ERROR_CODES.CHAT_WRITE_NOT_ALLOWED, 'Make a first deposit to write in the chat');
  const member = await findMemberById(db, memberId);
  if (!member) refuse(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  return { room, member };
}

/**
 * The send itself, in one transaction: the room's slow mode, the member's token bucket (a locked row, so two
 * processes cannot both spend the last token), the insert and the NOTIFY. PostgreSQL delivers the notification only
 * when the transaction commits, so no process fans out a message that is not stored (docs/chat.md "Transport").
 */
async function sendLocked(
  db: DbOrTrx,
  room: { id: string; slow_mode_seconds: number },
  memberId: number,
  now: Date,
  insert: Parameters<typeof insertMessage>[1],
) {
  return withTransaction(db, async (trx) => {
    const bucket = await lockBucket(trx, memberId, CHAT_RULES.burst, now);
    if (room.slow_mode_seconds > 0) {
      const last = await lastMessageAt(trx, memberId, room.id);
      const wait = last ? last.created_at.getTime() + room.slow_mode_seconds * 1000 - now.getTime() : 0;
      if (wait > 0)
        refuse(429, ERROR_CODES.CHAT_SLOW_MODE, 'Slow mode is on in this room', {
          slowModeSeconds: room.slow_mode_seconds,
          retryAfterSeconds: Math.ceil(wait / 1000),
        });
    }
    const elapsed = Math.max(0, now.getTime() - bucket.updated_at.getTime());
    const tokens = Math.min(CHAT_RULES.burst, bucket.tokens + elapsed / CHAT_RULES.refillMs);
    if (tokens < 1)
      refuse(429, ERROR_CODES.CHAT_RATE_LIMITED, 'You are sending messages too fast', {
        retryAfterSeconds: Math.ceil(((1 - tokens) * CHAT_RULES.refillMs) / 1000),
      });
    await saveBucket(trx, memberId, tokens - 1, now);
    const row = await insertMessage(trx, { ...insert, createdAt: now });
    await notifyChat(trx, CHAT_CHANNEL, `m:${row.id}`);
    return toChatMessage(row);
  });
}

export async function postMessage(
  db: DbOrTrx,
  roomId: string,
  memberId: number,
  text: string,
  now = new Date(),
): Promise<ChatMessage> {
  const { room, member } = await assertCanWrite(db, roomId, memberId, now);
  if (isProfane(text, room.language))
    refuse(422, ERROR_CODES.CHAT_PROFANITY, 'Your message contains words this room does not allow');
  if (hasLink(text) && now.getTime() - member.created_at.getTime() < CHAT_RULES.linkMinAccountDays * DAY_MS)
    refuse(422, ERROR_CODES.CHAT_LINKS_NOT_ALLOWED, 'New accounts cannot post links', {
      minAccountDays: CHAT_RULES.linkMinAccountDays,
    });
  return sendLocked(db, room, memberId, now, {
    room: room.id,
    memberId,
    kind: 'text',
    authorName: member.nickname || member.account,
    authorRank: member.rank_level,
    body: text,
  });
}

export async function shareableWins(db: DbOrTrx, memberId: number, now = new Date()) {
  const rows = await bigWinsOf(
    db,
    memberId,
    new Date(now.getTime() - CHAT_RULES.shareWindowDays * DAY_MS),
    10,
  );
  return rows.map((r) => ({
    betId: Number(r.id),
    gameName: r.game_name ?? r.game_id,
    stake: minorToDecimal(Number(r.bet_minor)),
    win: minorToDecimal(Number(r.win_minor)),
    currency: r.currency,
    at: (r.settled_at ?? now).toISOString(),
  }));
}

/** A win card: only the member's own settled win of the last 30 days, once per bet. */
export async function shareWin(
  db: DbOrTrx,
  roomId: string,
  memberId: number,
  betId: number,
  now = new Date(),
) {
  const { room, member } = await assertCanWrite(db, roomId, memberId, now);
  const win = (await shareableWins(db, memberId, now)).find((w) => w.betId === betId);
  if (!win) refuse(404, ERROR_CODES.CHAT_WIN_NOT_FOUND, 'No such win of yours to share');
  const shared = await db
    .selectFrom('chat_message')
    .select('id')
    .where('bet_id', '=', String(betId))
    .executeTakeFirst();
  if (shared) refuse(409, ERROR_CODES.CHAT_WIN_NOT_FOUND, 'This win was shared already');
  return sendLocked(db, room, memberId, now, {
    room: room.id,
    memberId,
    kind: 'win',
    authorName: member.nickname || member.account,
    authorRank: member.rank_level,
    body: null,
    betId,
    win: {
      gameName: win.gameName,
      stake: win.stake,
      win: win.win,
      multiplier: win.stake > 0 ? Math.round((win.win / win.stake) * 10) / 10 : 0,
      currency: win.currency,
    },
  });
}

export async function reportMessage(db: DbOrTrx, memberId: number, messageId: number, reason: string) {
  const message = await findMessage(db, messageId);
  if (!message) refuse(404, ERROR_CODES.CHAT_MESSAGE_NOT_FOUND, 'No such message');
  await assertCanRead(db, message.room_id, { memberId });
  await db
    .insertInto('chat_report')
    .values({ message_id: String(messageId), reporter_id: memberId, reason })
    .onConflict((oc) => oc.constraint('chat_report_once').doNothing())
    .execute();
}

/** A member mutes an author for themselves: the widget hides that author's messages (docs/chat.md). */
export async function setAuthorMuted(db: DbOrTrx, memberId: number, authorKey: string, muted: boolean) {
  // The key is a pseudonym; find the author among those who wrote (a member nobody heard cannot be muted).
  const authors = await db
    .selectFrom('chat_message')
    .select('member_id')
    .distinct()
    .where('member_id', 'is not', null)
    .execute();
  const author = authors.find(
    (a) => a.member_id !== null && authorKeyOf(a.member_id) === authorKey,
  )?.member_id;
  if (!author || author === memberId) refuse(404, ERROR_CODES.CHAT_MESSAGE_NOT_FOUND, 'No such author');
  if (muted)
    await db
      .insertInto('chat_member_mute')
      .values({ member_id: memberId, muted_member_id: author })
      .onConflict((oc) => oc.columns(['member_id', 'muted_member_id']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('chat_member_mute')
      .where('member_id', '=', memberId)
      .where('muted_member_id', '=', author)
      .execute();
}

export { sql };
