import type { DbOrTrx } from '../../db/with-transaction';
import { withTransaction } from '../../db/with-transaction';
import { countRecentFailures, insertLoginAttempt } from './session.repository';
import { lockKey } from '../../db/advisory-lock';

/**
 * Brute-force policy (docs/decisions.md "Accounts against abuse", 2026-11-22 login rule): within a 15-minute
 * window, a captcha is required after 1 failure for the account or 3 from the address. Failures never lock the
 * owner out (anyone could lock any account from 10 addresses): at 10 or more the account is "under attack",
 * every try still needs a fresh single-use captcha, and the owner's right password goes through the SMS step
 * when there is a mobile. One address is cut off (429) at 30 failures in the window, whatever it tries. A success
 * resets the account's count only: an address's failures stay counted for the whole window.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  captchaAfterAccountFailures: 1,
  captchaAfterIpFailures: 3,
  underAttackAfterFailures: 10,
  blockIpAfterFailures: 30,
} as const;

export interface GuardState {
  captchaRequired: boolean;
  underAttack: boolean;
  ipBlocked: boolean;
  accountFailures: number;
}

export async function guardState(
  db: DbOrTrx,
  account: string,
  ip: string,
  now = new Date(),
): Promise<GuardState> {
  const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
  const [byAccount, byIp] = await Promise.all([
    countRecentFailures(db, 'account', account, since),
    countRecentFailures(db, 'ip', ip, since),
  ]);
  return {
    captchaRequired:
      byAccount.count >= LOGIN_POLICY.captchaAfterAccountFailures ||
      byIp.count >= LOGIN_POLICY.captchaAfterIpFailures,
    underAttack: byAccount.count >= LOGIN_POLICY.underAttackAfterFailures,
    ipBlocked: byIp.count >= LOGIN_POLICY.blockIpAfterFailures,
    accountFailures: byAccount.count,
  };
}

/**
 * Records an attempt as a failure before its password is checked and returns how many failures
 * are queued ahead of it. A per-account advisory lock orders the reservations (ids from a
 * sequence alone could commit out of order on PostgreSQL), so parallel guesses are counted.
 */
export async function reserveAttempt(
  db: DbOrTrx,
  account: string,
  ip: string,
  now = new Date(),
): Promise<{ attemptId: number; ahead: number }> {
  const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
  return withTransaction(db, async (trx) => {
    await lockKey(trx, `login:${account}`);
    const attemptId = await insertLoginAttempt(trx, account, ip, false);
    const { count } = await countRecentFailures(trx, 'account', account, since, attemptId);
    return { attemptId, ahead: count };
  });
}
