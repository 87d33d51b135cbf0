import { sql } from 'kysely';
import { permissionsOf, type Role } from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import type { StaffPrincipal } from '../../plugins/staff-auth';

/** Staff sessions also end after this long, however active (a work day). */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (every request would be a write). */
const TOUCH_EVERY_MS = 30_000;

/**
 * The live session of a token hash: not revoked, seen after `idleCutoff`, younger than the maximum, of a staff
 * member who is not locked.
 */
export async function findLiveStaffSession(
  db: DbOrTrx,
  tokenHash: string,
  idleCutoff: Date,
): Promise<StaffPrincipal | null> {
  const row = await db
    .selectFrom('staff_session as s')
    .innerJoin('staff_account as a', 'a.id', 's.staff_id')
    .select(['s.id as session_id', 'a.id', 'a.account', 'a.display_name', 'a.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.last_seen_at', '>', idleCutoff)
    .where('s.created_at', '>', new Date(Date.now() - STAFF_SESSION_MAX_MS))
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    account: row.account,
    displayName: row.display_name,
    role: row.role as Role,
    permissions: permissionsOf(row.role as Role),
    sessionId: row.session_id,
  };
}

export async function touchStaffSession(db: DbOrTrx, sessionId: number): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', new Date(Date.now() - TOUCH_EVERY_MS))
    .execute();
}

export async function insertStaffSession(
  db: DbOrTrx,
  row: { staffId: number; tokenHash: string; ip: string; userAgent: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto('staff_session')
    .values({
      staff_id: row.staffId,
      token_hash: row.tokenHash,
      ip: row.ip,
      user_agent: row.userAgent,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function revokeStaffSession(db: DbOrTrx, sessionId: number): Promise<void> {
  await db.updateTable('staff_session').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

export async function revokeAllStaffSessions(db: DbOrTrx, staffId: number): Promise<number> {
  const result = await db
    .updateTable('staff_session')
    .set({ revoked_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
