import { sql } from 'kysely';
import type { DbOrTrx as Db } from '../../db/with-transaction';

export async function insertCaptcha(
  db: Db,
  row: { id: string; answer: string; clientKey: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('captcha')
    .values({ id: row.id, answer: row.answer, client_key: row.clientKey, expires_at: row.expiresAt })
    .execute();
}

export async function lastCaptchaAt(db: Db, clientKey: string): Promise<Date | null> {
  const row = await db
    .selectFrom('captcha')
    .select(sql<Date | null>`max(created_at)`.as('t'))
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  return row?.t ? new Date(row.t) : null;
}

/** Uses the captcha up whatever the answer (single use), returning the expected answer if it was live. */
export async function consumeCaptcha(db: Db, id: string): Promise<string | null> {
  const row = await db
    .updateTable('captcha')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('answer')
    .executeTakeFirst();
  return row?.answer ?? null;
}

export function findCaptchaAnswer(db: Db, id: string) {
  return db.selectFrom('captcha').select('answer').where('id', '=', id).executeTakeFirst();
}

export async function insertSmsCode(
  db: Db,
  row: { destination: string; purpose: string; codeHash: string; ip: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sms_code')
    .values({
      destination: row.destination,
      purpose: row.purpose,
      code_hash: row.codeHash,
      ip: row.ip,
      attempts: 0,
      expires_at: row.expiresAt,
    })
    .execute();
}

export async function countSmsSince(
  db: Db,
  by: 'destination' | 'ip',
  value: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('sms_code')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(by, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function countSmsByPrefixSince(db: Db, prefix: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_code')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('destination', 'like', `${prefix}%`)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The newest unused code for this destination and purpose (live or expired). */
export function findLatestSmsCode(db: Db, destination: string, purpose: string) {
  return db
    .selectFrom('sms_code')
    .selectAll()
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function recordSmsAttempt(db: Db, id: number, burn: boolean): Promise<void> {
  await db
    .updateTable('sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(burn ? { used_at: new Date() } : {}) }))
    .where('id', '=', id)
    .execute();
}

export async function markSmsCodeUsed(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('sms_code')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A mail address matches exactly; a phone number by its national digits (the outbox keys E.164, a caller may pass the
 * national number). Text without such digits names no recipient: it gets nothing, not a `like '%'` over every one.
 */
export async function listOutbox(db: Db, to: string) {
  let q = db.selectFrom('outbox').selectAll();
  if (to.includes('@')) q = q.where('destination', '=', to.toLowerCase());
  else {
    const digits = to.replace(/\D/g, '').replace(/^0+/, '');
    if (!digits) return [];
    q = q.where('destination', 'like', `%${digits}`);
  }
  return q.orderBy('id', 'desc').limit(50).execute();
}

export async function countAbuseEvents(db: Db, kind: string, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('abuse_event')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** When each of a key's events in the window happened, oldest first (a window holds at most its limit and a few). */
export async function listAbuseEventTimes(db: Db, kind: string, key: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('abuse_event')
    .select('created_at')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => new Date(row.created_at));
}

export async function insertAbuseEvent(db: Db, kind: string, key: string): Promise<void> {
  await db.insertInto('abuse_event').values({ kind, key }).execute();
}

/** Newest first: the alert-type abuse events since `since` (operators' view, GET /wps/admin/abuse-events). */
export function listAbuseEvents(db: Db, kinds: readonly string[], since: Date, limit = 200) {
  return db
    .selectFrom('abuse_event')
    .select(['id', 'kind', 'key', 'created_at'])
    .where('kind', 'in', kinds)
    .where('created_at', '>', since)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** What the dev message provider "sent" (message-provider.ts). */
export async function insertOutboxMessage(
  db: Db,
  message: { channel: 'sms' | 'email'; to: string; purpose: string; body: string; code: string | null },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      destination: message.to,
      purpose: message.purpose,
      body: message.body,
      code: message.code,
    })
    .execute();
}
