import type { PromotionRules } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { localParts, zonedWallTime } from '../../lib/zoned-time';
import { cashbackMinor } from './promotion-rules';
import { netLoss } from './promotions.repository';

/**
 * Cash back (docs/promotions.md): a percent of the previous site day's net loss, claimable once per (member,
 * promotion, day) — the grant's unique key `cashback:<YYYY-MM-DD>` makes a second claim or a race pay once.
 */
export const CASHBACK_TIME_ZONE = 'Asia/Manila';

export function previousDay(now: Date): { key: string; from: Date; to: Date } {
  const today = localParts(now, CASHBACK_TIME_ZONE);
  const to = zonedWallTime(today.year, today.month, today.day, 0, 0, CASHBACK_TIME_ZONE);
  const y = localParts(new Date(to.getTime() - 12 * 60 * 60 * 1000), CASHBACK_TIME_ZONE);
  const from = zonedWallTime(y.year, y.month, y.day, 0, 0, CASHBACK_TIME_ZONE);
  const key = `cashback:${y.year}-${String(y.month).padStart(2, '0')}-${String(y.day).padStart(2, '0')}`;
  return { key, from, to };
}

export async function cashbackDue(
  db: DbOrTrx,
  rules: PromotionRules,
  memberId: number,
  now: Date,
): Promise<{ key: string; bonusMinor: number }> {
  const day = previousDay(now);
  return { key: day.key, bonusMinor: cashbackMinor(rules, await netLoss(db, memberId, day.from, day.to)) };
}
