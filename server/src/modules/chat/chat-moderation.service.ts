import { sql } from 'kysely';
import { ERROR_CODES } from '@site/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { withAudit } from '../audit/audit.service';
import { findMemberByAccount } from '../member/member.repository';
import { staffActor } from '../../plugins/staff-auth';
import { findMessage, notifyChat } from './chat.repository';
import { CHAT_CHANNEL, requireRoom } from './chat.service';

/**
 * Staff moderation (docs/chat.md "Moderation"): every change and its audit row in one transaction. A deletion is a
 * tombstone (the row stays, without its text for anyone but the reports page), fanned out like a message.
 */
export async function deleteMessage(db: DbOrTrx, request: FastifyRequest, id: number, reason: string) {
  const message = await findMessage(db, id);
  if (!message) throw new AppError(404, ERROR_CODES.CHAT_MESSAGE_NOT_FOUND, 'No such message');
  const actor = staffActor(request).actor;
  return withAudit(db, request, async (trx) => {
    await trx
      .updateTable('chat_message')
      .set({ deleted_at: new Date(), deleted_by: actor })
      .where('id', '=', String(id))
      .where('deleted_at', 'is', null)
      .execute();
    await notifyChat(trx, CHAT_CHANNEL, `d:${id}`);
    return {
      result: { done: true as const },
      audit: {
        action: 'chat.delete',
        entity: 'chat_message',
        entityId: id,
        before: { text: message.body, room: message.room_id },
        after: { deleted: true },
        reason,
      },
    };
  });
}

export async function sanctionMember(
  db: DbOrTrx,
  request: FastifyRequest,
  body: { account: string; kind: 'mute' | 'ban'; minutes: number; reason: string },
  now = new Date(),
) {
  const member = await findMemberByAccount(db, body.account);
  if (!member) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, 'No such member');
  const actor = staffActor(request).actor;
  const until = new Date(now.getTime() + body.minutes * 60_000);
  return withAudit(db, request, async (trx) => {
    const row = await trx
      .insertInto('chat_sanction')
      .values({ member_id: member.id, kind: body.kind, until, reason: body.reason, created_by: actor })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sanction = {
      id: row.id,
      account: member.account,
      kind: body.kind,
      until: until.toISOString(),
      reason: body.reason,
      by: actor,
    };
    return {
      result: sanction,
      audit: {
        action: `chat.${body.kind}`,
        entity: 'member',
        entityId: member.account,
        after: { until: sanction.until, sanctionId: row.id },
        reason: body.reason,
      },
    };
  });
}

export async function liftSanction(db: DbOrTrx, request: FastifyRequest, id: number, reason?: string) {
  return withAudit(db, request, async (trx) => {
    const row = await trx
      .updateTable('chat_sanction')
      .set({ lifted_at: new Date() })
      .where('id', '=', id)
      .where('lifted_at', 'is', null)
      .returning(['member_id', 'kind', 'until'])
      .executeTakeFirst();
    if (!row) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such live sanction');
    return {
      result: { done: true as const },
      audit: {
        action: 'chat.lift',
        entity: 'chat_sanction',
        entityId: id,
        before: { kind: row.kind, until: row.until.toISOString() },
        after: { lifted: true },
        reason,
      },
    };
  });
}

export async function liveSanctions(db: DbOrTrx, now = new Date()) {
  const rows = await db
    .selectFrom('chat_sanction as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select(['s.id', 'm.account', 's.kind', 's.until', 's.reason', 's.created_by'])
    .where('s.lifted_at', 'is', null)
    .where('s.until', '>', now)
    .orderBy('s.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    kind: r.kind,
    until: r.until.toISOString(),
    reason: r.reason,
    by: r.created_by,
  }));
}

/** Reported messages, most reported first; deleted ones stay listed (marked) so the decision is visible. */
export async function reportedMessages(db: DbOrTrx) {
  const rows = await db
    .selectFrom('chat_report as r')
    .innerJoin('chat_message as c', 'c.id', 'r.message_id')
    .leftJoin('member as m', 'm.id', 'c.member_id')
    .leftJoin('member as rp', 'rp.id', 'r.reporter_id')
    .select((eb) => [
      'c.id',
      'c.room_id',
      'c.body',
      'c.deleted_at',
      'c.author_name',
      'm.account',
      eb.fn.countAll<string>().as('n'),
      eb.fn.max('r.created_at').as('last_at'),
      sql<string>`string_agg(distinct r.reason, ',')`.as('reasons'),
      // A member reports a message once (docs/chat.md), so the accounts are distinct already.
      sql<string | null>`string_agg(rp.account, ',' order by r.created_at, r.id)`.as('reporters'),
    ])
    .groupBy(['c.id', 'c.room_id', 'c.body', 'c.deleted_at', 'c.author_name', 'm.account'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    messageId: Number(r.id),
    room: r.room_id,
    text: r.body,
    authorAccount: r.account,
    authorName: r.author_name,
    reports: Number(r.n),
    reporters: r.reporters ? r.reporters.split(',') : [],
    reasons: r.reasons.split(','),
    lastAt: new Date(r.last_at).toISOString(),
    deleted: r.deleted_at !== null,
  }));
}

export async function setSlowMode(
  db: DbOrTrx,
  request: FastifyRequest,
  roomId: string,
  seconds: number,
  reason?: string,
) {
  const room = await requireRoom(db, roomId);
  return withAudit(db, request, async (trx) => {
    await trx.updateTable('chat_room').set({ slow_mode_seconds: seconds }).where('id', '=', roomId).execute();
    return {
      result: { done: true as const },
      audit: {
        action: 'chat.slow-mode',
        entity: 'chat_room',
        entityId: roomId,
        before: { slowModeSeconds: room.slow_mode_seconds },
        after: { slowModeSeconds: seconds },
        reason,
      },
    };
  });
}

/** The rooms with their slow mode and how busy they were over the last 24 hours (the moderation screen). */
export async function moderatedRooms(db: DbOrTrx, now = new Date()) {
  const rows = await db
    .selectFrom('chat_room as r')
    .leftJoin('chat_message as c', (join) =>
      join.onRef('c.room_id', '=', 'r.id').on('c.created_at', '>', new Date(now.getTime() - 86_400_000)),
    )
    .select((eb) => ['r.id', 'r.kind', 'r.slow_mode_seconds', 'r.sort', eb.fn.count<string>('c.id').as('n')])
    .groupBy(['r.id', 'r.kind', 'r.slow_mode_seconds', 'r.sort'])
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    slowModeSeconds: r.slow_mode_seconds,
    messages24h: Number(r.n),
  }));
}
