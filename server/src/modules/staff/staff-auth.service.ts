import { createHash, randomInt } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import { permissionsOf, type Role, type Staff } from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../member/password-hash';
import { hashSecret, newSecret } from '../session/session-token';
import { record } from '../audit/audit.service';
import { otpauthUrl, totpStep } from './totp';
import {
  claimTotpStep,
  closeEnrolment,
  countFailure,
  findOpenEnrolment,
  findOpenTicket,
  findStaffByAccount,
  findStaffById,
  insertTicket,
  replaceRecoveryCodes,
  updateStaff,
  spendRecoveryCode,
  spendTicket,
} from './staff.repository';
import { insertStaffSession, revokeAllStaffSessions } from './staff-session.repository';

const TICKET_TTL_MS = 5 * 60 * 1000;
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

export const staffDto = (row: Pick<StaffRow, 'id' | 'account' | 'display_name' | 'role'>): Staff => ({
  id: row.id,
  account: row.account,
  displayName: row.display_name,
  role: row.role as Role,
  permissions: permissionsOf(row.role as Role),
});

const loginFailed = () => new AppError(401, ERROR_CODES.STAFF_LOGIN_FAILED, 'Wrong account or password');
const codeInvalid = () => new AppError(401, ERROR_CODES.STAFF_CODE_INVALID, 'Wrong or already used code');

function refuseLocked(row: StaffRow): void {
  if (row.disabled_at)
    throw new AppError(403, ERROR_CODES.STAFF_LOCKED, 'This staff account is locked', { until: null });
  if (row.locked_until && row.locked_until > new Date())
    throw new AppError(403, ERROR_CODES.STAFF_LOCKED, 'Too many failed attempts: try again later', {
      until: row.locked_until.toISOString(),
    });
}

/** Step one: the password. A locked account answers STAFF_LOCKED before the password is looked at. */
export async function staffPasswordStep(
  db: Db,
  input: { account: string; password: string; ip: string },
): Promise<{ next: 'totp'; ticket: string }> {
  const row = await findStaffByAccount(db, input.account.toLowerCase());
  if (!row || !row.password_hash || !row.totp_secret) {
    await burnPasswordCheck(input.password);
    throw loginFailed();
  }
  refuseLocked(row);
  if (!(await verifyPassword(input.password, row.password_hash))) {
    await countFailure(db, row.id);
    throw loginFailed();
  }
  const { secret, hash } = newSecret();
  await insertTicket(db, {
    ticketHash: hash,
    staffId: row.id,
    ip: input.ip,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { next: 'totp', ticket: secret };
}

export const normaliseRecoveryCode = (code: string) => code.replace(/-/g, '').toUpperCase();
const recoveryHash = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Step two: a TOTP code (once per time step) or a recovery code (once ever) → a new staff session. */
export async function staffCodeStep(
  db: Db,
  input: { ticket: string; code: string; ip: string; userAgent: string | null },
): Promise<{ staff: Staff; sessionToken: string }> {
  const ticket = await findOpenTicket(db, hashSecret(input.ticket));
  if (!ticket)
    throw new AppError(401, ERROR_CODES.STAFF_TICKET_INVALID, 'Sign-in expired: enter your password again');
  const row = await findStaffById(db, ticket.staff_id);
  if (!row?.totp_secret)
    throw new AppError(401, ERROR_CODES.STAFF_TICKET_INVALID, 'Sign-in expired: enter your password again');
  refuseLocked(row);
  const accepted = /^\d{6}$/.test(input.code)
    ? await acceptTotp(db, row.id, row.totp_secret, input.code)
    : await spendRecoveryCode(db, row.id, recoveryHash(input.code));
  if (!accepted) {
    await countFailure(db, row.id);
    throw codeInvalid();
  }
  if (!(await spendTicket(db, ticket.ticket_hash)))
    throw new AppError(401, ERROR_CODES.STAFF_TICKET_INVALID, 'Sign-in expired: enter your password again');
  const { secret, hash } = newSecret();
  await withTransaction(db, async (trx) => {
    await updateStaff(trx, row.id, { failed_attempts: 0, locked_until: null, last_login_at: new Date() });
    await insertStaffSession(trx, {
      staffId: row.id,
      tokenHash: hash,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await record(
      trx,
      { staffId: row.id, actor: `staff:${row.account}`, address: input.ip },
      {
        action: 'staff.sign-in',
        entity: 'staff',
        entityId: row.id,
        after: { method: /^\d{6}$/.test(input.code) ? 'totp' : 'recovery-code' },
      },
    );
  });
  return { staff: staffDto(row), sessionToken: secret };
}

async function acceptTotp(db: Db, staffId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  return step !== null && (await claimTotpStep(db, staffId, step));
}

/** What the enrolment page shows: the account and its new TOTP secret (as an otpauth:// URL for the QR code). */
export async function enrolmentOf(db: Db, token: string) {
  const row = await findOpenEnrolment(db, hashSecret(token));
  if (!row)
    throw new AppError(
      404,
      ERROR_CODES.STAFF_ENROLMENT_INVALID,
      'This enrolment link is unknown, used or expired',
    );
  return {
    account: row.account,
    otpauthUrl: otpauthUrl(row.totp_secret, row.account),
    secret: row.totp_secret,
  };
}

/**
 * Completes an enrolment: the password chosen, the first code proves the authenticator works; the link closes,
 * earlier sessions end, and fresh recovery codes are shown once (only their hashes are kept).
 */
export async function completeEnrolment(
  db: Db,
  input: { token: string; password: string; code: string; ip: string },
): Promise<{ recoveryCodes: string[] }> {
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (trx) => {
    const row = await findOpenEnrolment(trx, hashSecret(input.token), true);
    if (!row)
      throw new AppError(
        404,
        ERROR_CODES.STAFF_ENROLMENT_INVALID,
        'This enrolment link is unknown, used or expired',
      );
    const step = totpStep(row.totp_secret, input.code);
    if (step === null) throw codeInvalid();
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await updateStaff(trx, row.staff_id, {
      password_hash: passwordHash,
      totp_secret: row.totp_secret,
      totp_last_counter: step,
      failed_attempts: 0,
      locked_until: null,
    });
    await replaceRecoveryCodes(trx, row.staff_id, codes.map(recoveryHash));
    await closeEnrolment(trx, row.token_hash);
    await revokeAllStaffSessions(trx, row.staff_id);
    await record(
      trx,
      { staffId: row.staff_id, actor: `staff:${row.account}`, address: input.ip },
      {
        action: 'staff.enrol',
        entity: 'staff',
        entityId: row.staff_id,
        after: { twoFactor: 'totp', recoveryCodes: codes.length },
      },
    );
    return { recoveryCodes: codes };
  });
}

function newRecoveryCode(): string {
  const pick = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}
