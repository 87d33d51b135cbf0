import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { countAbuseEvents, insertAbuseEvent, listAbuseEventTimes } from './verification.repository';
import { lockKey } from '../../db/advisory-lock';

/**
 * Limits on what a script would repeat from one address (docs/decisions.md "Accounts"): creating accounts,
 * creating trial accounts, and learning whether a username or mobile exists. Counted in the database under an
 * advisory lock per (kind, address), so parallel requests and several server processes share one count.
 */
export const ABUSE_LIMITS = {
  /**
   * Sign-ups are keyed on the device signature first (docs/security.md "Account creation"): 5 accounts, 3 trial
   * accounts and 10 "already taken" answers an hour per device. A request without a signature (a script; every
   * browser of the site sends one) gets the same allowance per address.
   */
  'account-created': { limit: 5, windowMs: 60 * 60_000 },
  'trial-created': { limit: 3, windowMs: 60 * 60_000 },
  'existence-revealed': { limit: 10, windowMs: 60 * 60_000 },
  /**
   * ... and a signed request also counts against its address, at a size for carrier NAT, where hundreds of phones
   * leave through one address (docs/security.md says how these were chosen).
   */
  'account-created-address': { limit: 60, windowMs: 60 * 60_000 },
  'trial-created-address': { limit: 30, windowMs: 60 * 60_000 },
  'existence-revealed-address': { limit: 100, windowMs: 60 * 60_000 },
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
  await withTransaction(db, async (trx) => {
    await lockKey(trx, `abuse:${kind}:${key}`);
    const wait = await secondsUntilAllowed(trx, kind, key, now);
    if (wait > 0) throw tooManyRequests(wait);
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

/** Takes the allowance for each key, after checking all of them (a refusal counts against none). */
export async function takeAllowances(
  db: DbOrTrx,
  kind: AbuseKind,
  keys: Array<string | undefined>,
): Promise<void> {
  await takeEach(
    db,
    keys.filter((key): key is string => Boolean(key)).map((key) => [kind, key]),
  );
}

export type SignUpKind = 'account-created' | 'trial-created' | 'existence-revealed';

/**
 * A sign-up's allowances (docs/security.md "Account creation"): with a device signature, the device's and the
 * address's NAT-sized one; without, the device-sized one on the address.
 */
export async function takeSignUpAllowances(
  db: DbOrTrx,
  kind: SignUpKind,
  ip: string,
  device: string | undefined,
): Promise<void> {
  await takeEach(
    db,
    device
      ? [
          [kind, device],
          [`${kind}-address`, ip],
        ]
      : [[kind, ip]],
  );
}

async function takeEach(db: DbOrTrx, allowances: Array<[AbuseKind, string]>): Promise<void> {
  const now = new Date();
  const waits = await Promise.all(allowances.map(([kind, key]) => secondsUntilAllowed(db, kind, key, now)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyRequests(wait);
  for (const [kind, key] of allowances) await takeAllowance(db, kind, key, now);
}

/**
 * The 429 with the real wait: `retryAfterSeconds` is when the window lets the next one through (the browser shows
 * that time), not a fixed figure.
 */
function tooManyRequests(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    429,
    ERROR_CODES.TOO_MANY_REQUESTS,
    `Too many requests, please retry in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    { retryAfterSeconds },
  );
}

/**
 * 0 while the allowance lasts; else the seconds until enough of the window's events age out to allow one more:
 * with `count` events and room for `limit`, the (count − limit + 1)th oldest has to leave the window.
 */
async function secondsUntilAllowed(db: DbOrTrx, kind: AbuseKind, key: string, now: Date): Promise<number> {
  const { limit, windowMs } = ABUSE_LIMITS[kind];
  const times = await listAbuseEventTimes(db, kind, key, new Date(now.getTime() - windowMs));
  if (times.length < limit) return 0;
  const leaving = times[times.length - limit];
  if (!leaving) return 0;
  return Math.max(1, Math.ceil((leaving.getTime() + windowMs - now.getTime()) / 1000));
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
