import { ERROR_CODES, type WithdrawalPasswordStatus } from '@site/shared/schemas';
import { type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from '../member/password-hash';
import { takeAllowance } from '../verification/abuse-limits';
import { findWithdrawalPassword, upsertWithdrawalPassword } from './withdrawals.repository';
import { realMember } from './real-member';

/** The withdrawal password (docs/payments.md "Money out"): set once, checked before money leaves. */

export async function withdrawalPasswordStatus(
  db: DbOrTrx,
  memberId: number,
): Promise<WithdrawalPasswordStatus> {
  const row = await findWithdrawalPassword(db, memberId);
  return { isSet: Boolean(row), updatedAt: row ? row.updated_at.toISOString() : null };
}

/** Sets or changes the withdrawal password; either way the member re-authenticates with the login password. */
export async function setWithdrawalPassword(
  db: DbOrTrx,
  memberId: number,
  loginPassword: string,
  newPassword: string,
): Promise<WithdrawalPasswordStatus> {
  const member = await realMember(db, memberId);
  if (!member.password_hash || !(await verifyPassword(loginPassword, member.password_hash))) {
    await takeAllowance(db, 'withdrawal-password-wrong', `member:${memberId}`);
    throw new AppError(403, ERROR_CODES.REAUTH_FAILED, 'Your login password is not correct');
  }
  await upsertWithdrawalPassword(db, memberId, await hashPassword(newPassword));
  return withdrawalPasswordStatus(db, memberId);
}

/** The withdrawal password before money leaves (withdrawal, transfer to upline); wrong tries are rate-limited. */
export async function checkWithdrawalPassword(
  db: DbOrTrx,
  memberId: number,
  password: string,
): Promise<void> {
  const row = await findWithdrawalPassword(db, memberId);
  if (!row)
    throw new AppError(422, ERROR_CODES.WITHDRAWAL_PASSWORD_NOT_SET, 'Set a withdrawal password first');
  if (!(await verifyPassword(password, row.password_hash))) {
    // Counts the failure; the 6th within the window answers 429 instead (abuse-limits.ts).
    await takeAllowance(db, 'withdrawal-password-wrong', `member:${memberId}`);
    throw new AppError(403, ERROR_CODES.WITHDRAWAL_PASSWORD_WRONG, 'The withdrawal password is not correct');
  }
}
