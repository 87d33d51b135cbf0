import { z } from 'zod';

/** Field shapes reused by several request schemas; the operator's register rules narrow them further. */
export const usernameField = z.string().trim().min(1).max(64);
/** DOMAIN: at least 64 characters must be allowed; 128 caps the hashing cost of hostile input. */
export const passwordField = z.string().min(1).max(128);
export const mobileField = z.string().trim().regex(/^[0-9]{5,15}$/, 'Please enter a valid mobile number');
export const dialingCodeField = z.string().trim().regex(/^\+?[0-9]{1,4}$/).transform((s) => s.replace(/^\+/, ''));
export const smsCodeField = z.string().trim().regex(/^[0-9]{6}$/, 'Please enter a valid verification code');
export const captchaField = z.string().trim().max(10);
export const idField = z.string().trim().min(1).max(64);

/** Pagination shared by list calls; page size capped so one call cannot ask for the whole table. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
};
