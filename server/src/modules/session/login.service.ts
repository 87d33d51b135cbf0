import type { Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { noteLoginFailure } from './spray-alerts';
import { ERROR_CODES, type LoginResult, type TwoFactorChallenge } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberByAccount, findMemberById, findMemberByPhone } from '../member/member.repository';
import type { MemberTable } from '../member/member.table';
import { burnPasswordCheck, verifyPassword } from '../member/password-hash';
import { isPasswordExpired } from '../member/password-policy';
import type { Location } from '../system/location';
import { assertEnabled, assertSiteOpen, getFlags } from '../system/system.service';
import { checkCaptcha } from '../verification/captcha.service';
import type { MessageProvider } from '../verification/message-provider';
import { maskPhone, normalisePhone } from '../verification/phone';
import { consumeSmsCode, issueSmsCode } from '../verification/sms.service';
import { LOGIN_POLICY, guardState, reserveAttempt } from './login-guard';
import {
  closeChallenge,
  deleteAttempt,
  findOpenChallenge,
  insertChallenge,
  isKnownIp,
  markAttemptSucceeded,
  rememberIp,
} from './session.repository';
import { issueSession } from './session.service';
import { CHALLENGE_TTL_MS, newId } from './session-token';
import { isTrialAccount } from '../member/account-type';

type MemberRow = Selectable<MemberTable>;

export interface LoginContext {
  location: Location;
  provider: MessageProvider;
  /** The player's site language (Accept-Language), for the SMS text. */
  language?: string;
  /** Where spraying alerts are logged (event `auth.password_spray`). */
  log?: FastifyBaseLogger | undefined;
}

const invalidCredentials = () =>
  new AppError(400, ERROR_CODES.INVALID_CREDENTIALS, 'Incorrect username or password', { captcha: true });

const addressBlocked = () =>
  new AppError(
    429,
    ERROR_CODES.TOO_MANY_REQUESTS,
    'Too many failed attempts from this network, please try again later',
    {
      captcha: true,
    },
  );

const captchaError = (input: { captcha?: string | undefined; captchaId?: string | undefined }) =>
  input.captcha && input.captchaId
    ? new AppError(400, ERROR_CODES.INVALID_CAPTCHA, 'Invalid captcha', { captcha: true })
    : new AppError(400, ERROR_CODES.CAPTCHA_REQUIRED, 'Please complete verification first', {
        captcha: true,
      });

/** Username + password login with captcha after failures, the per-address cut-off, and the SMS step. */
export async function loginWithPassword(
  db: DbOrTrx,
  ctx: LoginContext,
  input: { username: string; password: string; captcha?: string | undefined; captchaId?: string | undefined },
): Promise<LoginResult> {
  const { ip } = ctx.location;
  await assertSiteOpen(db, ctx.location);
  const account = input.username.toLowerCase();
  const guard = await guardState(db, account, ip);
  if (guard.ipBlocked) throw addressBlocked();
  const captchaOk =
    input.captcha && input.captchaId ? await checkCaptcha(db, input.captchaId, input.captcha) : false;
  if (guard.captchaRequired && !captchaOk) throw captchaError(input);
  // The attempt is recorded as a failure BEFORE the password is checked, and only attempts with
  // failures queued ahead of them and no captcha are refused: parallel guesses cannot slip past the captcha.
  const { attemptId, ahead } = await reserveAttempt(db, account, ip);
  if (ahead >= LOGIN_POLICY.captchaAfterAccountFailures && !captchaOk) {
    await deleteAttempt(db, attemptId);
    throw captchaError(input);
  }
  const member = await findMemberByAccount(db, account);
  const valid = member?.password_hash
    ? await verifyPassword(input.password, member.password_hash)
    : (await burnPasswordCheck(input.password), false);
  if (!member || !valid) {
    await noteLoginFailure(db, ctx.log, account, ip);
    throw invalidCredentials();
  }
  await markAttemptSucceeded(db, attemptId);
  const flags = await getFlags(db);
  const hasMobile = Boolean(member.mobile && member.country_dialing_code);
  // Under attack the password may be the attacker's lucky guess: the phone must confirm it, from any address.
  const underAttack = guard.underAttack || ahead >= LOGIN_POLICY.underAttackAfterFailures;
  if (hasMobile && (underAttack || (flags.twoFactorNewIp && !(await isKnownIp(db, member.id, ip))))) {
    throw await startTwoFactor(db, ctx, member);
  }
  await rememberIp(db, member.id, ip);
  return issueSession(db, member, { ip, passwordExpired: isPasswordExpired(member, input.password, flags) });
}

/** Sends the SMS code and returns the TWO_FACTOR_REQUIRED failure carrying the challenge. */
async function startTwoFactor(db: DbOrTrx, ctx: LoginContext, member: MemberRow): Promise<AppError> {
  const phone = normalisePhone(member.country_dialing_code ?? '', member.mobile ?? '');
  const sms = await issueSmsCode(db, ctx.provider, {
    destination: phone.e164,
    dialingCode: phone.dialingCode,
    purpose: '2fa',
    ip: ctx.location.ip,
    language: ctx.language,
  });
  const id = newId();
  await insertChallenge(db, {
    id,
    memberId: member.id,
    ip: ctx.location.ip,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  const value: TwoFactorChallenge = {
    challengeId: id,
    mobileMasked: maskPhone(phone.dialingCode, phone.national) ?? '',
    expiredMinutes: sms.expiredMinutes,
  };
  return new AppError(
    403,
    ERROR_CODES.TWO_FACTOR_REQUIRED,
    'A verification code was sent to your mobile',
    value,
  );
}

/** Second step of a new-IP login: the SMS code for the challenge, from the same IP. */
export async function verifyTwoFactor(
  db: DbOrTrx,
  ctx: LoginContext,
  input: { challengeId: string; verificationCode: string },
): Promise<LoginResult> {
  const challenge = await findOpenChallenge(db, input.challengeId);
  const member =
    challenge && challenge.ip === ctx.location.ip ? await findMemberById(db, challenge.member_id) : undefined;
  if (!challenge || !member)
    throw new AppError(400, ERROR_CODES.INVALID_CHALLENGE, 'Verification expired, please log in again');
  const phone = normalisePhone(member.country_dialing_code ?? '', member.mobile ?? '');
  await consumeSmsCode(db, phone.e164, '2fa', input.verificationCode);
  await closeChallenge(db, challenge.id);
  await rememberIp(db, member.id, ctx.location.ip);
  // The password was checked in step one; docs/product.md "Flows" only forces a change for password logins.
  const flags = await getFlags(db);
  return issueSession(db, member, {
    ip: ctx.location.ip,
    passwordExpired: isPasswordExpired(member, null, flags),
  });
}

/** Mobile + SMS code login (flag smsLogin). Possession of the phone is the second factor. */
export async function loginWithSms(
  db: DbOrTrx,
  ctx: LoginContext,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string },
): Promise<LoginResult> {
  await assertSiteOpen(db, ctx.location);
  await assertEnabled(db, 'smsLogin');
  const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
  await consumeSmsCode(db, phone.e164, 'login', input.verificationCode);
  const member = await findMemberByPhone(db, phone.dialingCode, phone.national);
  if (!member || isTrialAccount(member.type))
    throw new AppError(400, ERROR_CODES.INVALID_VERIFICATION_CODE, 'Invalid or missing verification code');
  await rememberIp(db, member.id, ctx.location.ip);
  return issueSession(db, member, { ip: ctx.location.ip, passwordExpired: false });
}
