import { z } from 'zod';
import { captchaField, dialingCodeField, idField, mobileField, passwordField, smsCodeField, usernameField } from './common-fields';

const text = (max = 255) => z.string().max(max).optional();

/**
 * Fields of the docs/product.md "Records the site keeps" registration user that the operator's register rules govern
 * (each is checked with `buildFieldSchema(rule, label)` on both sides).
 */
export const RULED_REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'nickname',
  'email',
  'mobileNum',
  'qqNum',
  'address',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'telegram',
  'idNumber',
  'paymentPassword',
  'verificationCode',
] as const;
export type RuledRegisterField = (typeof RULED_REGISTER_FIELDS)[number];

const registerCommon = {
  password: passwordField,
  confirmPassword: passwordField,
  payeeName: text(),
  nickname: text(),
  email: text(),
  qqNum: text(),
  address: text(),
  recommenderId: text(64),
  captcha: captchaField.optional(),
  captchaId: idField.optional(),
  verificationCode: text(),
  affiliateCode: text(64),
  referralCode: text(64),
  domain: text(),
  registerUrl: text(500),
  registerMethod: z.literal('WEB').optional(),
  paymentPassword: text(128),
  line: text(),
  whatsapp: text(),
  zalo: text(),
  facebook: text(),
  wechat: text(),
  telegram: text(),
  idNumber: text(),
  /** yyyy-MM-dd; the local variant demands age ≥ 21 (BIRTHDAY_LIMIT). */
  birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  occupation: z.union([z.string().max(10), z.number().int()]).optional(),
  nationality: text(80),
  sourceOfIncome: z.union([z.string().max(10), z.number().int()]).optional(),
  region: text(80),
  gamingVenue: text(80),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text(4000),
  challenge: z.record(z.string(), z.union([z.string().max(2000), z.number()])).optional(),
  login: z.boolean().optional(),
};

/** POST (or PUT) /wps/member/register — username mode. */
export const registerRequestSchema = z
  .object({
    ...registerCommon,
    username: usernameField,
    mobileNum: mobileField.optional().or(z.literal('')),
    countryDialingCode: dialingCodeField.optional(),
  })
  .strict();
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST (or PUT) /wps/member/register/mobile — the account name is generated and returned. */
export const registerMobileRequestSchema = z
  .object({ ...registerCommon, mobileNum: mobileField, countryDialingCode: dialingCodeField })
  .strict();
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** POST /wps/agent/affiliate → `{ valid, agentAccount }`; an unknown code fails with INVALID_AFFILIATE_CODE. */
export const affiliateCheckRequestSchema = z.object({ code: z.string().trim().min(1).max(64), domain: text() }).strict();
export const affiliateCheckResultSchema = z.object({ valid: z.boolean(), agentAccount: z.string() });

const labelSchema = z.object({ labelName: z.string(), color: z.string(), color2: z.string() });

/** GET /wps/member/info */
export const memberInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  isAgent: z.number(),
  toUpline: z.boolean(),
  upline: z.string().nullable(),
  clubLabel: labelSchema.extend({ rankLevel: z.number() }),
  memberLabel: z.array(labelSchema),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  referralCode: z.string(),
  avatarUrl: z.string(),
  birthday: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** POST /wps/member/password (T) */
export const changePasswordRequestSchema = z
  .object({ oldPassword: passwordField, newPassword: passwordField, confirmNewPassword: passwordField })
  .strict()
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Incorrect confirmation input',
    path: ['confirmNewPassword'],
  });

/**
 * POST /wps/member/password/email (JSON only, captcha required) — answers the same whether or not the pair
 * exists; when it matches, a single-use reset link valid 10 minutes is mailed and the password is unchanged.
 */
export const forgotByEmailRequestSchema = z
  .object({
    username: usernameField,
    email: z.string().trim().email().max(255),
    captcha: captchaField.optional(),
    captchaId: idField.optional(),
  })
  .strict();
export type ForgotByEmailRequest = z.input<typeof forgotByEmailRequestSchema>;

/** POST /wps/member/password/reset (JSON only): the link's token and the new password; every session ends. */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().trim().min(20).max(200),
    newPassword: passwordField,
    confirmNewPassword: passwordField,
  })
  .strict()
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Incorrect confirmation input',
    path: ['confirmNewPassword'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /wps/member/password/verification → login result (the member is logged in with the new password). */
export const forgotByPhoneRequestSchema = z
  .object({
    mobileNum: mobileField,
    countryDialingCode: dialingCodeField,
    verificationCode: smsCodeField,
    newPassword: passwordField,
    confirmNewPassword: passwordField.optional(),
  })
  .strict()
  .refine((v) => v.confirmNewPassword === undefined || v.newPassword === v.confirmNewPassword, {
    message: 'Incorrect confirmation input',
    path: ['confirmNewPassword'],
  });

export const FEEDBACK_MAX_CHARS = 140;
/** PUT /wps/feedback (T) */
export const feedbackRequestSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, 'Input cannot be empty')
      .refine((s) => [...s].length <= FEEDBACK_MAX_CHARS, 'Please limit your content to 140 characters'),
    category: z.string().max(40).optional(),
  })
  .strict();
