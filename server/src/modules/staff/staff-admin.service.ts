import { ERROR_CODES } from '@site/shared/schemas';
import { type Role } from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import type { StaffActor } from '../../plugins/staff-auth';
import { record } from '../audit/audit.service';
import { newSecret } from '../session/session-token';
import { staffDto } from './staff-auth.service';
import { newTotpSecret } from './totp';
import {
  findStaffById,
  hasOpenEnrolment,
  insertEnrolment,
  insertStaff,
  listStaff,
  lockStaffRow,
  updateStaff,
} from './staff.repository';
import { revokeAllStaffSessions } from './staff-session.repository';

/** An enrolment link stays valid this long (docs/back-office.md "First owner"). */
export const ENROLMENT_TTL_MS = 72 * 60 * 60 * 1000;
/** The back office page that completes an enrolment. */
export const ENROLMENT_PATH = '/bo/enrol';

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

function listItem(row: StaffRow, enrolmentOpen: boolean) {
  const locked = row.disabled_at !== null || (row.locked_until !== null && row.locked_until > new Date());
  return {
    ...staffDto(row),
    status: locked
      ? ('locked' as const)
      : row.totp_secret && !enrolmentOpen
        ? ('active' as const)
        : ('pending-enrolment' as const),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function staffList(db: DbOrTrx) {
  const rows = await listStaff(db);
  return Promise.all(rows.map(async (r) => listItem(r, await hasOpenEnrolment(db, r.id))));
}

async function issueEnrolment(trx: DbOrTrx, staffId: number) {
  const { secret, hash } = newSecret();
  const expiresAt = new Date(Date.now() + ENROLMENT_TTL_MS);
  await insertEnrolment(trx, { tokenHash: hash, staffId, totpSecret: newTotpSecret(), expiresAt });
  return {
    enrolmentUrl: `${ENROLMENT_PATH}?token=${encodeURIComponent(secret)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** A new staff member, who signs in only after completing the one-time enrolment link returned here. */
export async function createStaff(
  db: Db,
  who: StaffActor,
  input: { account: string; displayName: string; role: Role },
) {
  return withTransaction(db, async (trx) => {
    const id = await insertStaff(trx, { ...input, createdBy: who.actor });
    if (!id)
      throw new AppError(409, ERROR_CODES.STAFF_ACCOUNT_EXISTS, 'A staff member with this account exists');
    const link = await issueEnrolment(trx, id);
    await record(trx, who, {
      action: 'staff.create',
      entity: 'staff',
      entityId: id,
      after: { account: input.account, displayName: input.displayName, role: input.role },
    });
    const row = (await findStaffById(trx, id))!;
    return { staff: listItem(row, true), ...link };
  });
}

/** Loads and locks a staff row that is not the caller's own (nobody demotes, locks or resets themselves). */
async function otherStaff(trx: DbOrTrx, who: StaffActor, id: number): Promise<StaffRow> {
  const row = await lockStaffRow(trx, id);
  if (!row) throw new AppError(404, ERROR_CODES.STAFF_NOT_FOUND, 'No such staff member');
  if (who.staffId === id)
    throw new AppError(409, ERROR_CODES.STAFF_SELF_CHANGE, 'You cannot change your own access');
  return row;
}

export async function changeRole(db: Db, who: StaffActor, id: number, role: Role, reason: string) {
  return withTransaction(db, async (trx) => {
    const row = await otherStaff(trx, who, id);
    await updateStaff(trx, id, { role });
    await record(trx, who, {
      action: 'staff.role',
      entity: 'staff',
      entityId: id,
      before: { role: row.role },
      after: { role },
      reason,
    });
    return listItem({ ...row, role }, await hasOpenEnrolment(trx, id));
  });
}

/** Lock (until unlocked; every session ends) or unlock (also clears a lock after failed attempts). */
export async function setLocked(db: Db, who: StaffActor, id: number, locked: boolean, reason: string) {
  return withTransaction(db, async (trx) => {
    const row = await otherStaff(trx, who, id);
    const set = locked
      ? { disabled_at: new Date() }
      : { disabled_at: null, locked_until: null, failed_attempts: 0 };
    await updateStaff(trx, id, set);
    if (locked) await revokeAllStaffSessions(trx, id);
    await record(trx, who, {
      action: locked ? 'staff.lock' : 'staff.unlock',
      entity: 'staff',
      entityId: id,
      before: {
        locked: row.disabled_at !== null || (row.locked_until !== null && row.locked_until > new Date()),
      },
      after: { locked },
      reason,
    });
    return listItem({ ...row, ...set }, await hasOpenEnrolment(trx, id));
  });
}

/** A lost authenticator: the old secret and sessions end, a new enrolment link sets password and TOTP again. */
export async function resetTwoFactor(db: Db, who: StaffActor, id: number, reason: string) {
  return withTransaction(db, async (trx) => {
    const row = await otherStaff(trx, who, id);
    await updateStaff(trx, id, { totp_secret: null, totp_last_counter: null, password_hash: null });
    await revokeAllStaffSessions(trx, id);
    const link = await issueEnrolment(trx, id);
    await record(trx, who, {
      action: 'staff.reset-2fa',
      entity: 'staff',
      entityId: id,
      before: { twoFactor: row.totp_secret ? 'totp' : 'none' },
      after: { twoFactor: 'pending-enrolment' },
      reason,
    });
    return { staff: listItem({ ...row, totp_secret: null }, true), ...link };
  });
}
