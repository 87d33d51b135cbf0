import {
  ERROR_CODES,
  buildFieldSchema,
  renderFieldMessage,
  fieldMessageOf,
  type LoginResult,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { clearPasswordChangeRequired, revokeMemberSessions } from '../session/session.repository';
import { issueSession } from '../session/session.service';
import { assertEnabled, getRegisterRules } from '../system/system.service';
import type { MessageProvider } from '../verification/message-provider';
import { normalisePhone } from '../verification/phone';
import { consumeSmsCode } from '../verification/sms.service';
import { findMemberByAccount, findMemberByPhone, updatePassword } from './member.repository';
import {
  closeMemberPasswordResets,
  consumePasswordReset,
  findLivePasswordReset,
  insertPasswordReset,
} from './password-reset.repository';
import { hashSecret, newSecret } from '../session/session-token';
import { withTransaction } from '../../db/with-transaction';
import { requireSolvedCaptcha } from '../verification/captcha.service';
import { takeAllowances } from '../verification/abuse-limits';
import { assertRealAccount, requireMember } from './member.service';
import { hashPassword, verifyPassword } from './password-hash';
import { WEAK_DEFAULT_PASSWORDS } from '../system/system.defaults';
import { isCommonPassword } from './common-passwords';
import { isTrialAccount } from './account-type';

/** The operator's password rule (the same one registration uses) plus refusing known weak defaults. */
export async function assertPasswordAcceptable(db: DbOrTrx, password: string, label: string): Promise<void> {
  const rules = await getRegisterRules(db);
  const rule = rules.password;
  const result = rule
    ? buildFieldSchema({ ...rule, enabled: true, required: true }, label).safeParse(password)
    : null;
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
  await closeMemberPasswordResets(db, member.id);
  await clearPasswordChangeRequired(db, session.tokenId);
}

/** A reset link opens for 10 minutes, once (docs/security.md "Password reset"). */
export const RESET_LINK_TTL_MS = 10 * 60 * 1000;

/**
 * Forgot by e-mail, step 1 (issue 16, finding 5): after the captcha and the per-address and per-account-name
 * limits, the caller answers at once and `mailResetLink` runs afterwards, so the answer and its timing are the
 * same whether or not the pair matches. Nothing about the account changes here.
 */
export async function requestPasswordReset(
  db: DbOrTrx,
  ip: string,
  input: { username: string; captcha?: string | undefined; captchaId?: string | undefined },
): Promise<void> {
  await assertEnabled(db, 'passwordRecoveryEmail');
  await requireSolvedCaptcha(db, input);
  await takeAllowances(db, 'reset-requested', [ip]);
  await takeAllowances(db, 'reset-requested-account', [input.username.toLowerCase()]);
}

/** Step 2, after the answer: when the account and e-mail match, a single-use link is mailed; otherwise nothing. */
export async function mailResetLink(
  db: DbOrTrx,
  provider: MessageProvider,
  input: { username: string; email: string },
  now = new Date(),
): Promise<void> {
  const member = await findMemberByAccount(db, input.username);
  if (
    !member ||
    isTrialAccount(member.type) ||
    !member.email ||
    member.email.toLowerCase() !== input.email.toLowerCase()
  )
    return;
  const { secret, hash } = newSecret();
  await insertPasswordReset(db, {
    tokenHash: hash,
    memberId: member.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  await provider.send(db, {
    channel: 'email',
    to: member.email.toLowerCase(),
    purpose: 'reset',
    body: `Hello ${member.nickname}, to choose a new password open /reset-password?token=${secret} on our site within 10 minutes. If you did not ask for this, ignore this mail: your password has not changed.`,
    code: secret,
  });
}

/** Step 3: the owner opens the link and sets a new password; the link is spent and every session ends. */
export async function completePasswordReset(
  db: DbOrTrx,
  input: { token: string; newPassword: string },
): Promise<void> {
  const tokenHash = hashSecret(input.token);
  const invalid = () =>
    new AppError(
      400,
      ERROR_CODES.RESET_LINK_INVALID,
      'This link has expired or was already used, please ask for a new one',
    );
  // Checked before the link is spent, so a refused password does not cost the owner a new mail.
  if ((await findLivePasswordReset(db, tokenHash)) === null) throw invalid();
  await assertPasswordAcceptable(db, input.newPassword, 'New password');
  await withTransaction(db, async (trx) => {
    const memberId = await consumePasswordReset(trx, tokenHash);
    if (memberId === null) throw invalid();
    await updatePassword(trx, memberId, await hashPassword(input.newPassword));
    await closeMemberPasswordResets(trx, memberId);
    await revokeMemberSessions(trx, memberId);
  });
}

/** Forgot by phone: code + new password, then the member is logged in (docs/product.md "Flows"). */
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
  if (!member || isTrialAccount(member.type))
    throw new AppError(400, ERROR_CODES.INVALID_VERIFICATION_CODE, 'Invalid or missing verification code');
  await updatePassword(db, member.id, await hashPassword(input.newPassword));
  await revokeMemberSessions(db, member.id);
  const fresh = await requireMember(db, member.id);
  return issueSession(db, fresh, { ip, passwordExpired: false });
}
