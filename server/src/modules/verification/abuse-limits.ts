import { ERROR_CODES } from '@site/shared/schemas';
import { sql } from 'kysely';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { countAbuseEvents, insertAbuseEvent } from './verification.repository';

/**
 * Limits on what a script would repeat from one address (docs/decisions.md "Accounts"): creating accounts,
 * creating trial accounts, and learning whether a username or mobile exists. Counted in the database under an
 * advisory lock per (kind, address), so parallel requests and several server processes share one count.
 */
export const ABUSE_LIMITS = {
  'account-created': { limit: 5, windowMs: 60 * 60_000 },
  'trial-created': { limit: 3, windowMs: 60 * 60_000 },
  'existence-revealed': { limit: 10, windowMs: 60 * 60_000 },
} as const;

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
    await sql`select pg_advisory_xact_lock(hashtext(${`abuse:${kind}:${key}`}))`.execute(trx);
    if ((await countAbuseEvents(trx, kind, key, new Date(now.getTime() - windowMs))) >= limit) {
      throw new AppError(
        429,
        ERROR_CODES.TOO_MANY_REQUESTS,
        'Too many requests, please retry after 5 minutes',
        {
          retryAfterSeconds: 300,
        },
      );
    }
    await insertAbuseEvent(trx, kind, key);
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
