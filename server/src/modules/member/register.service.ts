import { randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  RULED_REGISTER_FIELDS,
  buildFieldSchema,
  type LoginResult,
  type RegisterRule,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { rememberIp } from '../session/session.repository';
import { issueSession } from '../session/session.service';
import type { Location } from '../system/location';
import {
  assertEnabled,
  assertSiteOpen,
  getDropdown,
  getFlags,
  getRegisterRules,
  getSite,
} from '../system/system.service';
import { takeSignUpAllowances } from '../verification/abuse-limits';
import { requireSolvedCaptcha } from '../verification/captcha.service';
import { normalisePhone, type Phone } from '../verification/phone';
import { consumeSmsCode } from '../verification/sms.service';
import { ensureMemberAccount } from '../wallet/ledger.service';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByPhone,
  findMemberByReferralCode,
  insertMember,
} from './member.repository';
import { findAffiliateAgent } from './member.service';
import { hashPassword } from './password-hash';
import { assertNotCommon } from './password.service';
import { assertRegistrationFields } from './register-checks';
import { isTrialAccount } from './account-type';

export type RegisterInput = Record<string, unknown> & {
  password: string;
  confirmPassword: string;
  username?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  birthday?: string | undefined;
};

const LABELS: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  payeeName: 'Real name',
  nickname: 'Nickname',
  email: 'E-mail',
  mobileNum: 'Mobile number',
  qqNum: 'QQ',
  address: 'Address',
  line: 'LINE',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  facebook: 'Facebook',
  wechat: 'WeChat',
  telegram: 'Telegram',
  idNumber: 'ID number',
  paymentPassword: 'Payment password',
  verificationCode: 'Verification code',
};

/** Every ruled field checked with the SAME buildFieldSchema the form uses; all issues reported at once. */
function validateRuledFields(
  input: RegisterInput,
  rules: Record<string, RegisterRule>,
  required: Set<string>,
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  const issues: Array<{ path: string; message: string }> = [];
  for (const field of RULED_REGISTER_FIELDS) {
    const rule = rules[field];
    if (!rule) continue;
    const effective = required.has(field) ? { ...rule, enabled: true, required: true } : rule;
    const result = buildFieldSchema(effective, LABELS[field] ?? field).safeParse(input[field]);
    if (result.success) values[field] = result.data;
    else issues.push(...result.error.issues.map((i) => ({ path: field, message: i.message })));
  }
  if (issues.length > 0)
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, issues[0]?.message ?? 'Invalid request', {
      issues,
    });
  return values;
}

async function generateAccount(db: DbOrTrx): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = `m${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!(await findMemberByAccount(db, candidate))) return candidate;
  }
  throw new AppError(500, ERROR_CODES.INTERNAL_ERROR, 'Could not generate an account name');
}

async function newReferralCode(db: DbOrTrx): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const code = Array.from({ length: 8 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
    if (!(await findMemberByReferralCode(db, code))) return code;
  }
}

/**
 * Registration in username mode or mobile mode (the account name is generated). Order follows
 * docs/product.md "Flows": birthday, venue/nationality/occupation/income, field rules, affiliate code, captcha,
 * SMS code, then create (member + ledger account in one transaction) and log in.
 */
export async function register(
  db: DbOrTrx,
  location: Location,
  mode: 'username' | 'mobile',
  input: RegisterInput,
  device?: string,
): Promise<LoginResult> {
  await assertSiteOpen(db, location);
  await assertEnabled(db, mode === 'mobile' ? 'mobileRegistration' : 'usernameRegistration');
  const [flags, rules, venues] = await Promise.all([
    getFlags(db),
    getRegisterRules(db),
    getDropdown(db, 'gamingvenue'),
  ]);
  assertRegistrationFields(
    input,
    flags,
    venues.map((v) => v.value),
  );
  const required = new Set<string>(mode === 'mobile' ? ['mobileNum'] : ['username']);
  if (flags.registrationSmsVerification) required.add('mobileNum').add('verificationCode');
  const rulesForMode =
    mode === 'mobile'
      ? { ...rules, username: { ...(rules.username as RegisterRule), enabled: false } }
      : rules;
  const values = validateRuledFields(input, rulesForMode, required);
  if (input.password !== input.confirmPassword) {
    throw new AppError(400, ERROR_CODES.PASSWORD_MISMATCH, 'Incorrect confirmation input');
  }
  assertNotCommon(input.password, 'password');
  const upline = input.affiliateCode ? await findAffiliateAgent(db, input.affiliateCode) : undefined;
  const referrer = input.referralCode ? await findMemberByReferralCode(db, input.referralCode) : undefined;
  if (input.referralCode && (!flags.referral || !referrer || isTrialAccount(referrer.type))) {
    throw new AppError(400, ERROR_CODES.INVALID_REFERRAL_CODE, 'Invalid invitation code');
  }
  // Always required (issue 16, finding 6): a script must solve one per account, not only when it sends one.
  await requireSolvedCaptcha(db, input);
  const phone =
    values.mobileNum && input.countryDialingCode
      ? normalisePhone(input.countryDialingCode, values.mobileNum)
      : null;
  if (values.mobileNum && !phone)
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Country dialing code missing');
  await assertUnique(db, mode === 'username' ? values.username : undefined, phone, location.ip, device);
  if (flags.registrationSmsVerification && phone) {
    await consumeSmsCode(db, phone.e164, 'register', values.verificationCode ?? '');
  }
  // Scripts creating accounts in bulk stop here: per device signature first, per address at a size for carrier NAT
  // (docs/security.md "Account creation").
  await takeSignUpAllowances(db, 'account-created', location.ip, device);
  const memberId = await createMember(db, {
    mode,
    input,
    values,
    phone,
    uplineId: upline?.id ?? null,
    uplinePath: upline?.path ?? null,
    referrerId: referrer?.id ?? null,
    ip: location.ip,
  });
  await rememberIp(db, memberId, location.ip);
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(500, ERROR_CODES.INTERNAL_ERROR, 'Registration failed');
  return issueSession(db, member, { ip: location.ip, passwordExpired: false });
}

/**
 * "Taken" tells whoever asks that an account exists: a person needs it a few times, a script enumerating
 * usernames or mobiles thousands of times, so each device (or unsigned address) gets a few such answers an hour.
 */
async function assertUnique(
  db: DbOrTrx,
  account: string | undefined,
  phone: Phone | null,
  ip: string,
  device: string | undefined,
): Promise<void> {
  if (account && (await findMemberByAccount(db, account))) {
    await takeSignUpAllowances(db, 'existence-revealed', ip, device);
    throw new AppError(409, ERROR_CODES.USERNAME_TAKEN, 'This username is already taken');
  }
  if (phone && (await findMemberByPhone(db, phone.dialingCode, phone.national))) {
    await takeSignUpAllowances(db, 'existence-revealed', ip, device);
    throw new AppError(409, ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered');
  }
}

interface CreateArgs {
  mode: 'username' | 'mobile';
  input: RegisterInput;
  values: Record<string, string | undefined>;
  phone: Phone | null;
  uplineId: number | null;
  uplinePath: string | null;
  referrerId: number | null;
  ip: string;
}

async function createMember(db: DbOrTrx, a: CreateArgs): Promise<number> {
  const site = await getSite(db);
  const account = a.mode === 'mobile' ? await generateAccount(db) : (a.values.username as string);
  const passwordHash = await hashPassword(a.input.password);
  const referralCode = await newReferralCode(db);
  const contacts = Object.fromEntries(
    ['qqNum', 'address', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'telegram', 'idNumber']
      .filter((k) => a.values[k] !== undefined)
      .map((k) => [k, a.values[k] as string]),
  );
  const str = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  try {
    return await withTransaction(db, async (trx) => {
      const id = await insertMember(
        trx,
        {
          account,
          password_hash: passwordHash,
          nickname: a.values.nickname ?? account,
          type: 0,
          upline_id: a.uplineId,
          mobile: a.phone?.national ?? null,
          country_dialing_code: a.phone?.dialingCode ?? null,
          email: a.values.email?.toLowerCase() ?? null,
          payee_name: a.values.payeeName ?? null,
          birthday: str(a.input.birthday),
          nationality: str(a.input.nationality ?? a.input.region),
          occupation: str(a.input.occupation),
          source_of_income: str(a.input.sourceOfIncome),
          gaming_venue: str(a.input.gamingVenue),
          currency: site.currency,
          referral_code: referralCode,
          referred_by: a.referrerId,
          contacts,
          password_changed_at: new Date(),
          register_ip: a.ip,
        },
        a.uplinePath,
      );
      await ensureMemberAccount(trx, id, site.currency);
      return id;
    });
  } catch (err) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same error.
    if ((err as { code?: string }).code === '23505')
      throw new AppError(409, ERROR_CODES.USERNAME_TAKEN, 'This username is already taken');
    throw err;
  }
}
