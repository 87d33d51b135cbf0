import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { countAbuseEvents, insertAbuseEvent } from './verification.repository';
import { lockKey } from '../../db/advisory-lock';

/**
 * Limits on what a script would repeat from one address (docs/decisions.md "Accounts"): creating accounts,
 * creating trial accounts, and learning whether a username or mobile exists. Counted in the database under an
 * advisory lock per (kind, address), so parallel requests and several server processes share one count.
 */
export const ABUSE_LIMITS = {
  'account-created': { limit: 5, windowMs: 60 * 60_000 },
  'trial-created': { limit: 3, windowMs: 60 * 60_000 },
  'existence-revealed': { limit: 10, windowMs: 60 * 60_000 },
  /** Forgot-password requests: per address, and per account name asked about (whether or not it exists). */
  'reset-requested': { limit: 5, windowMs: 60 * 60_000 },
  'reset-requested-account': { limit: 3, windowMs: 60 * 60_000 },
  /** Wrong withdrawal passwords per member (member centre): the 6th within 15 minutes is refused. */
  'withdrawal-password-wrong': { limit: 5, windowMs: 15 * 60_000 },
  /** Wrong login passwords when confirming a break from play (responsible gaming), per member. */
  'reauth-wrong': { limit: 5, windowMs: 15 * 60_000 },
} as const;

/** Abuse-event kinds that are alerts for operators, not allowances (GET /wps/admin/abuse-events). */
export const ALERT_KINDS = ['alert:password-spray-address', 'alert:password-spray-account'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type AbuseKind = keyof typeof ABUSE_LIMITS;

/** Counts one more `kind` for `key`, or refuses with 429 when the window's allowance is spent (nothing counted). */
export async function takeAllowance(
  db: DbOrTrx,
  kind: AbuseKind,
  key: string,
  now = new Date(),
): Promise<void> {
  const { limit, windowMs } = ABUSE_LIMITS[kind];
  await withTransaction(db, async (trx) => {
    await lockKey(trx, `abuse:${kind}:${key}`);
    if ((await countAbuseEvents(trx, kind, key, new Date(now.getTime() - windowMs))) >= limit) {
      throw tooManyRequests();
    }
    await insertAbuseEvent(trx, kind, key);
  });
}

/** The header a client sends its device signature in (a random id the browser keeps; docs/security.md). */
export const DEVICE_HEADER = 'x-device-signature';

/**
 * The key a client-sent device signature (header `x-device-signature`) is counted under: its sha256, so raw
 * signatures are never stored. Undefined when the client sent none; the per-address limit still applies.
 */
export function deviceKey(signature: string | string[] | undefined): string | undefined {
  const value = Array.isArray(signature) ? signature[0] : signature;
  if (!value || value.length < 8 || value.length > 200) return undefined;
  return `device:${createHash('sha256').update(value).digest('hex')}`;
}

/** Takes the allowance for the address and, when the client sent a device signature, for the device too. */
export async function takeAllowances(
  db: DbOrTrx,
  kind: AbuseKind,
  keys: Array<string | undefined>,
): Promise<void> {
  for (const key of keys) if (key) await allowanceCheck(db, kind, key);
  for (const key of keys) if (key) await takeAllowance(db, kind, key);
}

async function allowanceCheck(db: DbOrTrx, kind: AbuseKind, key: string): Promise<void> {
  if (await allowanceSpent(db, kind, key)) throw tooManyRequests();
}

function tooManyRequests(): AppError {
  return new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many requests, please retry after 5 minutes', {
    retryAfterSeconds: 300,
  });
}

/** Whether the allowance is already spent, without counting (checked before work that must not start). */
export async function allowanceSpent(
  db: DbOrTrx,
  kind: AbuseKind,
  key: string,
  now = new Date(),
): Promise<boolean> {
  const { limit, windowMs } = ABUSE_LIMITS[kind];
  return (await countAbuseEvents(db, kind, key, new Date(now.getTime() - windowMs))) >= limit;
}
