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

/** Bot-check / slider data the client may send; accepted and ignored by this server. */
const challenge = lazySchema(() => z.record(z.string(), z.union([text().max(2000), z.number()])).optional());

const usernameLogin = lazySchema(() =>
  z
    .object({
      type: z.literal('username').default('username'),
      username: usernameField,
      password: passwordField,
      captcha: captchaField.optional(),
      captchaId: idField.optional(),
      challenge,
    })
    .strict(),
);

const smsLogin = lazySchema(() =>
  z
    .object({
      type: z.literal('sms'),
      mobileNum: mobileField,
      countryDialingCode: dialingCodeField,
      verificationCode: smsCodeField,
      captcha: captchaField.optional(),
      captchaId: idField.optional(),
      challenge,
    })
    .strict(),
);

/** POST /wps/session/login (docs/product.md "Records the site keeps" login payload). `type` defaults to username. */
export const loginRequestSchema = lazySchema(() => z.union([usernameLogin, smsLogin]));
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Value of every call that logs a member in (login, 2FA verify, exchange, register, reset by phone). */
export const loginResultSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    expiresAt: z.string(),
    account: z.string(),
    customerId: z.number(),
    nickname: z.string(),
    isAgent: z.number(),
    currency: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
  }),
);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Failure value of a login: the client shows the captcha box when `captcha` is true. */
export const loginFailureValueSchema = lazySchema(() =>
  z.object({
    captcha: z.boolean(),
    retryAfterSeconds: z.number().optional(),
  }),
);

/** Failure value with code TWO_FACTOR_REQUIRED: an SMS code went to `mobileMasked`. */
export const twoFactorChallengeSchema = lazySchema(() =>
  z.object({
    challengeId: z.string(),
    mobileMasked: z.string(),
    expiredMinutes: z.number(),
  }),
);
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /wps/session/login/2fa */
export const twoFactorVerifyRequestSchema = lazySchema(() =>
  z.object({ challengeId: idField, verificationCode: smsCodeField }).strict(),
);

/** POST /wps/session/login/freeplay — body fields of docs/product.md "Calls", all optional. */
export const freeplayRequestSchema = lazySchema(() =>
  z
    .object({
      os: text().max(40).optional(),
      platform: text().max(20).optional(),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    })
    .strict(),
);

/** POST /wps/session/ticket (T) → one-time ticket to put in a URL (`?token=`). */
export const ticketResultSchema = lazySchema(() => z.object({ ticket: z.string(), expiresAt: z.string() }));
/** POST /wps/session/exchange: trades a URL ticket for a session token, once. */
export const exchangeRequestSchema = lazySchema(() =>
  z.object({ ticket: text().trim().min(16).max(128) }).strict(),
);
