import { z } from 'zod';
import {
  captchaField,
  dialingCodeField,
  idField,
  mobileField,
  passwordField,
  smsCodeField,
  usernameField,
  text,
} from './common-fields';
import { lazySchema } from './lazy-schema';

const optText = (max = 255) => text().max(max).optional();

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
  payeeName: optText(),
  nickname: optText(),
  email: optText(),
  qqNum: optText(),
  address: optText(),
  recommenderId: optText(64),
  captcha: captchaField.optional(),
  captchaId: idField.optional(),
  verificationCode: optText(),
  affiliateCode: optText(64),
  referralCode: optText(64),
  domain: optText(),
  registerUrl: optText(500),
  registerMethod: z.literal('WEB').optional(),
  paymentPassword: optText(128),
  line: optText(),
  whatsapp: optText(),
  zalo: optText(),
  facebook: optText(),
  wechat: optText(),
  telegram: optText(),
  idNumber: optText(),
  /** yyyy-MM-dd; the local variant demands age ≥ 21 (BIRTHDAY_LIMIT). */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  occupation: z.union([text().max(10), z.number().int()]).optional(),
  nationality: optText(80),
  sourceOfIncome: z.union([text().max(10), z.number().int()]).optional(),
  region: optText(80),
  gamingVenue: optText(80),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: optText(4000),
  challenge: z.record(z.string(), z.union([text().max(2000), z.number()])).optional(),
  login: z.boolean().optional(),
};

/** POST (or PUT) /wps/member/register — username mode. */
export const registerRequestSchema = lazySchema(() =>
  z
    .object({
      ...registerCommon,
      username: usernameField,
      mobileNum: mobileField.optional().or(z.literal('')),
      countryDialingCode: dialingCodeField.optional(),
    })
    .strict(),
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST (or PUT) /wps/member/register/mobile — the account name is generated and returned. */
export const registerMobileRequestSchema = lazySchema(() =>
  z.object({ ...registerCommon, mobileNum: mobileField, countryDialingCode: dialingCodeField }).strict(),
);
export type RegisterMobileRequest = z.input<typeof registerMobileRequestSchema>;

/** POST /wps/agent/affiliate → `{ valid, agentAccount }`; an unknown code fails with INVALID_AFFILIATE_CODE. */
export const affiliateCheckRequestSchema = lazySchema(() =>
  z.object({ code: text().trim().min(1).max(64), domain: optText() }).strict(),
);
export const affiliateCheckResultSchema = lazySchema(() =>
  z.object({ valid: z.boolean(), agentAccount: z.string() }),
);

const labelSchema = lazySchema(() =>
  z.object({ labelName: z.string(), color: z.string(), color2: z.string() }),
);

/** GET /wps/member/info */
export const memberInfoSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** POST /wps/member/password (T) */
export const changePasswordRequestSchema = lazySchema(() =>
  z
    .object({ oldPassword: passwordField, newPassword: passwordField, confirmNewPassword: passwordField })
    .strict()
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      message: 'Incorrect confirmation input',
      path: ['confirmNewPassword'],
    }),
);

/**
 * POST /wps/member/password/email (JSON only, captcha required) — answers the same whether or not the pair
 * exists; when it matches, a single-use reset link valid 10 minutes is mailed and the password is unchanged.
 */
export const forgotByEmailRequestSchema = lazySchema(() =>
  z
    .object({
      username: usernameField,
      email: text().trim().email().max(255),
      captcha: captchaField.optional(),
      captchaId: idField.optional(),
    })
    .strict(),
);
export type ForgotByEmailRequest = z.input<typeof forgotByEmailRequestSchema>;

/** POST /wps/member/password/reset (JSON only): the link's token and the new password; every session ends. */
export const resetPasswordRequestSchema = lazySchema(() =>
  z
    .object({
      token: text().trim().min(20).max(200),
      newPassword: passwordField,
      confirmNewPassword: passwordField,
    })
    .strict()
    .refine((v) => v.newPassword === v.confirmNewPassword, {
      message: 'Incorrect confirmation input',
      path: ['confirmNewPassword'],
    }),
);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /wps/member/password/verification → login result (the member is logged in with the new password). */
export const forgotByPhoneRequestSchema = lazySchema(() =>
  z
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
    }),
);

export const FEEDBACK_MAX_CHARS = 140;
/** PUT /wps/feedback (T) */
export const feedbackRequestSchema = lazySchema(() =>
  z
    .object({
      content: z
        .string()
        .trim()
        .min(1, 'Input cannot be empty')
        .refine((s) => [...s].length <= FEEDBACK_MAX_CHARS, 'Please limit your content to 140 characters'),
      category: text().max(40).optional(),
    })
    .strict(),
);
