import { sql } from 'kysely';
import type { DbOrTrx as Db } from '../../db/with-transaction';

export async function insertSession(
  db: Db,
  row: {
    id: string;
    memberId: number;
    tokenHash: string;
    kind: string;
    ip: string;
    expiresAt: Date;
    passwordChangeRequired?: boolean;
  },
): Promise<void> {
  await db
    .insertInto('session_token')
    .values({
      id: row.id,
      member_id: row.memberId,
      token_hash: row.tokenHash,
      kind: row.kind,
      ip: row.ip,
      expires_at: row.expiresAt,
      password_change_required: row.passwordChangeRequired ?? false,
    })
    .execute();
}

/** A live session with the member it belongs to; revoked or expired ones are not found. */
export function findLiveSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('session_token as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select([
      's.id as tokenId',
      'm.id as memberId',
      'm.account',
      'm.type as isAgent',
      's.password_change_required as passwordChangeRequired',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
}

/** The member changed the password in this session: it is a full session from now on. */
export async function clearPasswordChangeRequired(db: Db, tokenId: string): Promise<void> {
  await db
    .updateTable('session_token')
    .set({ password_change_required: false })
    .where('id', '=', tokenId)
    .execute();
}

export async function revokeSession(db: Db, tokenId: string): Promise<void> {
  await db
    .updateTable('session_token')
    .set({ revoked_at: new Date() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeMemberSessions(db: Db, memberId: number, exceptTokenId?: string): Promise<void> {
  let q = db
    .updateTable('session_token')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (exceptTokenId) q = q.where('id', '!=', exceptTokenId);
  await q.execute();
}

export async function insertLoginAttempt(
  db: Db,
  account: string,
  ip: string,
  success: boolean,
): Promise<number> {
  const row = await db
    .insertInto('login_attempt')
    .values({ account, ip, success })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markAttemptSucceeded(db: Db, id: number): Promise<void> {
  await db.updateTable('login_attempt').set({ success: true }).where('id', '=', id).execute();
}

export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_attempt').where('id', '=', id).execute();
}

/**
 * Failed attempts since the last success, within the window, for an account or an IP;
 * with `beforeId`, only those recorded before that attempt (its place in the queue).
 */
export async function countRecentFailures(
  db: Db,
  by: 'account' | 'ip',
  value: string,
  since: Date,
  beforeId?: number,
): Promise<{ count: number; last: Date | null }> {
  const lastSuccess = db
    .selectFrom('login_attempt')
    .select(sql<Date>`max(created_at)`.as('t'))
    .where(by, '=', value)
    .where('success', '=', true);
  const row = await db
    .selectFrom('login_attempt')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`max(created_at)`.as('last')])
    .where(by, '=', value)
    .where('success', '=', false)
    .where('created_at', '>', since)
    // An account's own success clears its count; an address's count is never cleared by a success, or an
    // attacker would interleave logins to an account of their own with guesses at others (password spraying).
    .$if(by === 'account', (q) =>
      q.where((eb) => eb.or([eb(lastSuccess, 'is', null), eb('created_at', '>', lastSuccess)])),
    )
    .$if(beforeId !== undefined, (q) => q.where('id', '<', beforeId as number))
    .executeTakeFirstOrThrow();
  return { count: row.count, last: row.last ? new Date(row.last) : null };
}

/** How many different accounts (or addresses) failed from one address (or on one account) since `since`. */
export async function countDistinctFailures(
  db: Db,
  by: 'account' | 'ip',
  value: string,
  distinct: 'account' | 'ip',
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select(sql<number>`count(distinct ${sql.ref(distinct)})::int`.as('n'))
    .where(by, '=', value)
    .where('success', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function isKnownIp(db: Db, memberId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ip')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberIp(db: Db, memberId: number, ip: string): Promise<void> {
  await db
    .insertInto('member_known_ip')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function insertChallenge(
  db: Db,
  row: { id: string; memberId: number; ip: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_challenge')
    .values({ id: row.id, member_id: row.memberId, ip: row.ip, expires_at: row.expiresAt })
    .execute();
}

export function findOpenChallenge(db: Db, id: string) {
  return db
    .selectFrom('login_challenge')
    .selectAll()
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function closeChallenge(db: Db, id: string): Promise<void> {
  await db.updateTable('login_challenge').set({ used_at: new Date() }).where('id', '=', id).execute();
}

export async function insertTicket(
  db: Db,
  row: { ticketHash: string; memberId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_ticket')
    .values({ ticket_hash: row.ticketHash, member_id: row.memberId, expires_at: row.expiresAt })
    .execute();
}

/** Marks the ticket used and returns its member in one statement, so two racing exchanges cannot both win. */
export async function consumeTicket(db: Db, ticketHash: string): Promise<number | null> {
  const row = await db
    .updateTable('login_ticket')
    .set({ used_at: new Date() })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** A session that still answers: not revoked, not expired, not held back for a password change. */
export async function isSessionLive(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('session_token')
    .select('id')
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('password_change_required', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertLaunchTicket(
  db: Db,
  row: { ticketHash: string; sessionId: string | null; claims: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('launch_ticket')
    .values({
      ticket_hash: row.ticketHash,
      session_id: row.sessionId,
      claims: row.claims,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Spends a live launch ticket in one statement (a second open, even a racing one, gets nothing). */
export function consumeLaunchTicket(db: Db, ticketHash: string) {
  return db
    .updateTable('launch_ticket')
    .set({ used_at: new Date() })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['session_id', 'claims'])
    .executeTakeFirst();
}
