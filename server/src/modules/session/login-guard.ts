import type { DbOrTrx } from '../../db/with-transaction';
import { countRecentFailures } from './session.repository';

/**
 * Brute-force policy (docs/decisions.md "Sessions"): within a 15-minute window, a captcha is
 * required after 1 failure for the account or 3 from the IP; 10 failures lock the account for
 * 15 minutes after the last one (≤ 40 tries an hour, well under ASVS's 100). A success resets.
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

/** Failures for the account queued before attempt `attemptId`: decides that attempt's fate under concurrency. */
export async function failuresBefore(db: DbOrTrx, account: string, attemptId: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_POLICY.windowMs);
  return (await countRecentFailures(db, 'account', account, since, attemptId)).count;
}
