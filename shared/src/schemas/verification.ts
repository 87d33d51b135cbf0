import { z } from 'zod';
import { captchaField, dialingCodeField, idField, mobileField, text } from './common-fields';
import { lazySchema } from './lazy-schema';

/** GET /wps/captcha → `image` is a data URL (`data:image/svg+xml;base64,...`); single use. */
export const captchaResultSchema = lazySchema(() =>
  z.object({
    captchaId: z.string(),
    image: z.string(),
    expiresInSeconds: z.number(),
  }),
);
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

/**
 * POST /wps/verification/sms/noLogin (login, forgot) and /wps/verification/sms/register.
 * `regType` picks the purpose on noLogin: 'login' (default) or 'forgot'. `mobileNo` is the older field name.
 */
export const smsRequestSchema = lazySchema(() =>
  z
    .object({
      mobileNum: mobileField.optional(),
      mobileNo: mobileField.optional(),
      countryDialingCode: dialingCodeField,
      regType: z.enum(['login', 'forgot', 'register']).optional(),
      captcha: captchaField.optional(),
      captchaId: idField.optional(),
      challenge: z.record(z.string(), z.union([text().max(2000), z.number()])).optional(),
    })
    .strict()
    .refine((v) => v.mobileNum !== undefined || v.mobileNo !== undefined, {
      message: 'Phone number missing',
      path: ['mobileNum'],
    }),
);
export type SmsRequest = z.input<typeof smsRequestSchema>;

export const smsResultSchema = lazySchema(() =>
  z.object({ expiredMinutes: z.number(), expirationTime: z.string() }),
);
export type SmsResult = z.infer<typeof smsResultSchema>;

/** GET /wps/dev/outbox?to= (dev mode only). */
export const outboxQuerySchema = lazySchema(() => z.object({ to: text().trim().min(3).max(200) }).strict());
export const outboxMessageSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    channel: z.enum(['sms', 'email']),
    to: z.string(),
    purpose: z.string(),
    body: z.string(),
    code: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
