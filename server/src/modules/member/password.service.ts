import { randomBytes } from 'node:crypto';
import { ERROR_CODES, buildFieldSchema, renderFieldMessage, fieldMessageOf, type LoginResult } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { clearPasswordChangeRequired, revokeMemberSessions } from '../session/session.repository';
import { issueSession } from '../session/session.service';
import { assertEnabled, getRegisterRules } from '../system/system.service';
import type { MessageProvider } from '../verification/message-provider';
import { normalisePhone } from '../verification/phone';
import { consumeSmsCode } from '../verification/sms.service';
import { findMemberByAccount, findMemberByPhone, updatePassword } from './member.repository';
import { assertRealAccount, requireMember } from './member.service';
import { hashPassword, verifyPassword } from './password-hash';
import { WEAK_DEFAULT_PASSWORDS } from '../system/system.defaults';
import { isCommonPassword } from './common-passwords';
import { isTrialAccount } from './account-type';

/** The operator's password rule (the same one registration uses) plus refusing known weak defaults. */
export async function assertPasswordAcceptable(db: DbOrTrx, password: string, label: string): Promise<void> {
  const rules = await getRegisterRules(db);
  const rule = rules.password;
  const result = rule ? buildFieldSchema({ ...rule, enabled: true, required: true }, label).safeParse(password) : null;
  const issue = result && !result.success ? result.error.issues[0] : undefined;
  if (issue) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, issue.message, {
      issues: [{ path: 'newPassword', message: renderFieldMessage(fieldMessageOf(issue)) }],
    });
  }
  assertNotCommon(password, 'newPassword');
}

/** Refuses the site's weak default and the 10,000 most common passwords (register, change, reset). */
export function assertNotCommon(password: string, path: string): void {
  if (WEAK_DEFAULT_PASSWORDS.has(password) || isCommonPassword(password)) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'This password is too common', {
      issues: [{ path, message: 'This password is too common' }],
    });
  }
}

/** Change with the old password; every other session of the member ends (the current one stays). */
export async function changePassword(
  db: DbOrTrx,
  session: { memberId: number; tokenId: string },
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const member = await requireMember(db, session.memberId);
  assertRealAccount(member);
  if (!member.password_hash || !(await verifyPassword(input.oldPassword, member.password_hash))) {
    throw new AppError(400, ERROR_CODES.WRONG_OLD_PASSWORD, 'The old password is incorrect');
  }
  await assertPasswordAcceptable(db, input.newPassword, 'New password');
  await updatePassword(db, member.id, await hashPassword(input.newPassword));
  await revokeMemberSessions(db, member.id, session.tokenId);
  await clearPasswordChangeRequired(db, session.tokenId);
}

/**
 * Forgot by e-mail: when the account and e-mail match, a temporary password is mailed (outbox)
 * and must be changed at next login. The answer is the same either way (no account probing).
 */
export async function forgotByEmail(db: DbOrTrx, provider: MessageProvider, input: { username: string; email: string }): Promise<void> {
  await assertEnabled(db, 'passwordRecoveryEmail');
  const member = await findMemberByAccount(db, input.username);
  if (!member || isTrialAccount(member.type) || !member.email || member.email.toLowerCase() !== input.email.toLowerCase()) return;
  const temporary = `Tmp-${randomBytes(6).toString('base64url')}9`;
  await updatePassword(db, member.id, await hashPassword(temporary), true);
  await revokeMemberSessions(db, member.id);
  await provider.send(db, {
    channel: 'email',
    to: member.email.toLowerCase(),
    purpose: 'reset',
    body: `Hello ${member.nickname}, your temporary password is ${temporary}. Please log in and change it.`,
    code: temporary,
  });
}

/** Forgot by phone: code + new password, then the member is logged in (SPEC §4). */
export async function resetByPhone(
  db: DbOrTrx,
  ip: string,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
): Promise<LoginResult> {
  await assertEnabled(db, 'passwordRecoveryVerification');
  // Checked before the code is spent, so a rejected password does not cost the member a new SMS.
  await assertPasswordAcceptable(db, input.newPassword, 'New password');
  const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
  await consumeSmsCode(db, phone.e164, 'reset', input.verificationCode);
  const member = await findMemberByPhone(db, phone.dialingCode, phone.national);
  if (!member || isTrialAccount(member.type)) throw new AppError(400, ERROR_CODES.INVALID_VERIFICATION_CODE, 'Invalid or missing verification code');
  await updatePassword(db, member.id, await hashPassword(input.newPassword));
  await revokeMemberSessions(db, member.id);
  const fresh = await requireMember(db, member.id);
  return issueSession(db, fresh, { ip, passwordExpired: false });
}
