import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 15;

const accountColumns = [
  'id',
  'account',
  'display_name',
  'role',
  'password_hash',
  'totp_secret',
  'totp_last_counter',
  'failed_attempts',
  'locked_until',
  'disabled_at',
  'created_at',
  'last_login_at',
] as const;

export const findStaffByAccount = (db: DbOrTrx, account: string) =>
  db.selectFrom('staff_account').select(accountColumns).where('account', '=', account).executeTakeFirst();

export const findStaffById = (db: DbOrTrx, id: number) =>
  db.selectFrom('staff_account').select(accountColumns).where('id', '=', id).executeTakeFirst();

export const lockStaffRow = (db: DbOrTrx, id: number) =>
  db.selectFrom('staff_account').select(accountColumns).where('id', '=', id).forUpdate().executeTakeFirst();

export const listStaff = (db: DbOrTrx) =>
  db.selectFrom('staff_account').select(accountColumns).orderBy('id').execute();

export async function insertStaff(
  db: DbOrTrx,
  row: { account: string; displayName: string; role: string; createdBy: string },
): Promise<number> {
  const { id } = await db
    .insertInto('staff_account')
    .values({
      account: row.account,
      display_name: row.displayName,
      role: row.role,
      created_by: row.createdBy,
      password_hash: null,
      totp_secret: null,
      locked_until: null,
      disabled_at: null,
      last_login_at: null,
    })
    .onConflict((c) => c.column('account').doNothing())
    .returning('id')
    .executeTakeFirst()
    .then((r) => r ?? { id: 0 });
  return id;
}

export async function updateStaff(
  db: DbOrTrx,
  id: number,
  set: Partial<{
    role: string;
    password_hash: string | null;
    totp_secret: string | null;
    totp_last_counter: number | null;
    failed_attempts: number;
    locked_until: Date | null;
    disabled_at: Date | null;
    last_login_at: Date;
  }>,
): Promise<void> {
  await db.updateTable('staff_account').set(set).where('id', '=', id).execute();
}

/** One more failure; the MAX_FAILURES-th locks the account for LOCK_MINUTES. */
export async function countFailure(db: DbOrTrx, id: number): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({
      failed_attempts: sql`failed_attempts + 1`,
      locked_until: sql`case when failed_attempts + 1 >= ${MAX_FAILURES} then now() + make_interval(mins => ${LOCK_MINUTES}) else locked_until end`,
    })
    .where('id', '=', id)
    .execute();
}

/** Accepts a TOTP step once: false when this step (or a later one) was used already. */
export async function claimTotpStep(db: DbOrTrx, id: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff_account')
    .set({ totp_last_counter: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_counter', 'is', null), eb('totp_last_counter', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// --- enrolment ---------------------------------------------------------------------------------------------
export async function insertEnrolment(
  db: DbOrTrx,
  row: { tokenHash: string; staffId: number; totpSecret: string; expiresAt: Date },
): Promise<void> {
  // A new link replaces any earlier one that is still open.
  await db
    .updateTable('staff_enrolment')
    .set({ used_at: new Date() })
    .where('staff_id', '=', row.staffId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('staff_enrolment')
    .values({
      token_hash: row.tokenHash,
      staff_id: row.staffId,
      totp_secret: row.totpSecret,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export const findOpenEnrolment = (db: DbOrTrx, tokenHash: string, forUpdate = false) => {
  const q = db
    .selectFrom('staff_enrolment as e')
    .innerJoin('staff_account as a', 'a.id', 'e.staff_id')
    .select(['e.token_hash', 'e.staff_id', 'e.totp_secret', 'a.account', 'a.display_name', 'a.role'])
    .where('e.token_hash', '=', tokenHash)
    .where('e.used_at', 'is', null)
    .where('e.expires_at', '>', new Date());
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
};

export async function closeEnrolment(db: DbOrTrx, tokenHash: string): Promise<void> {
  await db
    .updateTable('staff_enrolment')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export const hasOpenEnrolment = async (db: DbOrTrx, staffId: number): Promise<boolean> =>
  (await db
    .selectFrom('staff_enrolment')
    .select('staff_id')
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst()) !== undefined;

// --- recovery codes ------------------------------------------------------------------------------------------
export async function replaceRecoveryCodes(db: DbOrTrx, staffId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_code')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
    .execute();
}

/** Spends a recovery code: false when it is unknown or was used. */
export async function spendRecoveryCode(db: DbOrTrx, staffId: number, hash: string): Promise<boolean> {
  const row = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// --- sign-in tickets (password accepted, code awaited) -----------------------------------------------------------
export async function insertTicket(
  db: DbOrTrx,
  row: { ticketHash: string; staffId: number; ip: string; expiresAt: Date },
) {
  await db
    .insertInto('staff_login_ticket')
    .values({
      ticket_hash: row.ticketHash,
      staff_id: row.staffId,
      ip: row.ip,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export const findOpenTicket = (db: DbOrTrx, ticketHash: string) =>
  db
    .selectFrom('staff_login_ticket')
    .select(['ticket_hash', 'staff_id'])
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();

export async function spendTicket(db: DbOrTrx, ticketHash: string): Promise<boolean> {
  const row = await db
    .updateTable('staff_login_ticket')
    .set({ used_at: new Date() })
    .where('ticket_hash', '=', ticketHash)
    .where('used_at', 'is', null)
    .returning('ticket_hash')
    .executeTakeFirst();
  return row !== undefined;
}
