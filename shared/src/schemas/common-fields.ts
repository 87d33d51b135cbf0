import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Request guards (docs/architecture.md "HTTP API"): every text input refuses control characters and
 * every id stays inside its column, so a bad input is a 400 from the schema, never a database error.
 */

/** C0 controls except tab, line feed and carriage return, plus DEL: never meaningful in a text input (NUL cannot even be stored). */
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The same rule as a JSON-schema pattern (documented in OpenAPI; the fuzz test generates from it). */
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/** A text input: any string without control characters; chain `.max()`, `.min()`, `.trim()` as usual. */
export const text = () => z.string().regex(NO_CONTROL_CHARS, 'Control characters are not allowed');

/** The largest value of a PostgreSQL `integer` (`serial`) column. */
export const INT4_MAX = 2_147_483_647;
/** Row id in a JSON body: a JSON number (no "1e5" or "0x10" strings), within an `integer` column. */
export const rowId = () => z.number().int().positive().max(INT4_MAX);
/** Row id of a `bigserial` table (withdrawals, deposits, messages): JavaScript's safe range. */
export const bigRowId = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const DECIMAL_DIGITS = /^[0-9]{1,16}$/;
/**
 * A whole number from a path or query string: decimal digits only ("1e5", "0x10", " 7", "-1" are refused,
 * where `z.coerce.number()` took them), then the range. A number is accepted too, for client code that
 * builds its query from numbers.
 */
export const queryInt = (min: number, max: number) => {
  const range = z.number().int().min(min).max(max);
  return z.union([
    range,
    z.string().regex(DECIMAL_DIGITS, 'Expected a whole number').transform(Number).pipe(range),
  ]);
};
/** Row id in a path or query: decimal digits within an `integer` column. */
export const rowIdParam = () => queryInt(1, INT4_MAX);
/** Row id of a `bigserial` table in a path or query. */
export const bigRowIdParam = () => queryInt(1, Number.MAX_SAFE_INTEGER);

/** Field shapes reused by several request schemas; the operator's register rules narrow them further. */
export const usernameField = lazySchema(() => text().trim().min(1).max(64));
/** DOMAIN: at least 64 characters must be allowed; 128 caps the hashing cost of hostile input. */
export const passwordField = lazySchema(() => text().min(1).max(128));
export const mobileField = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{5,15}$/, 'Please enter a valid mobile number'),
);
export const dialingCodeField = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/)
    .transform((s) => s.replace(/^\+/, '')),
);
export const smsCodeField = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'Please enter a valid verification code'),
);
export const captchaField = lazySchema(() => text().trim().max(10));
export const idField = lazySchema(() => text().trim().min(1).max(64));

/** Pagination shared by list calls; page size capped so one call cannot ask for the whole table. */
export const pageQuery = {
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 100).default(9),
};
