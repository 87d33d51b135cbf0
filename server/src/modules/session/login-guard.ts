import type { DbOrTrx } from '../../db/with-transaction';
import { sql } from 'kysely';
import { withTransaction } from '../../db/with-transaction';
import { countRecentFailures, insertLoginAttempt } from './session.repository';

/**
 * Brute-force policy (docs/decisions.md "Sessions"): within a 15-minute window, a captcha is
 * required after 1 failure for the account or 3 from the IP; 10 failures lock the account for
 * 15 minutes after the last one (≤ 40 tries an hour, well under ASVS's 100). A success resets the account's
 * count only: an address's failures stay counted for the whole window whatever it logs into.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  captchaAfterAccountFailures: 1,
  captchaAfterIpFailures: 3,
  lockAfterFailures: 10,
  lockMs: 15 * 60 * 1000,
} as const;

export interface GuardState {
  captchaRequired: boolean;
  lockedForSeconds: number;
  accountFailures: number;
}

export async function guardState(db: DbOrTrx, account: string, ip: string, now = new Date()): Promise<GuardState> {
  const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
  const [byAccount, byIp] = await Promise.all([
    countRecentFailures(db, 'account', account, since),
    countRecentFailures(db, 'ip', ip, since),
  ]);
  let lockedForSeconds = 0;
  if (byAccount.count >= LOGIN_POLICY.lockAfterFailures && byAccount.last) {
    const until = byAccount.last.getTime() + LOGIN_POLICY.lockMs;
    lockedForSeconds = Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }
  return {
    captchaRequired:
      byAccount.count >= LOGIN_POLICY.captchaAfterAccountFailures || byIp.count >= LOGIN_POLICY.captchaAfterIpFailures,
    lockedForSeconds,
    accountFailures: byAccount.count,
  };
}

/**
 * Records an attempt as a failure before its password is checked and returns how many failures
 * are queued ahead of it. A per-account advisory lock orders the reservations (ids from a
 * sequence alone could commit out of order on PostgreSQL), so parallel guesses are counted.
 */
export async function reserveAttempt(db: DbOrTrx, account: string, ip: string, now = new Date()): Promise<{ attemptId: number; ahead: number }> {
  const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
  return withTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`login:${account}`}))`.execute(trx);
    const attemptId = await insertLoginAttempt(trx, account, ip, false);
    const { count } = await countRecentFailures(trx, 'account', account, since, attemptId);
    return { attemptId, ahead: count };
  });
}
