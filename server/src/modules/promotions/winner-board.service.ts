import { minorToDecimal, type WinnerBoard } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { maskAccount } from '../games/games.dto';
import { bigWinsSince } from './winner-board.repository';

/** "Recent" = settled in the last 7 days: long enough that a quiet site still shows a board. */
export const WINNER_BOARD_WINDOW_MS = 7 * 86_400_000;
/** Every visitor of the home page asks; one query per half minute and limit serves them all. */
export const WINNER_BOARD_TTL_MS = 30_000;

export async function winnerBoard(db: DbOrTrx, limit: number, now: Date): Promise<WinnerBoard> {
  const rows = await bigWinsSince(db, new Date(now.getTime() - WINNER_BOARD_WINDOW_MS), limit);
  return {
    entries: rows.map((r) => ({
      account: maskAccount(r.account),
      gameName: r.game_name,
      amount: minorToDecimal(r.net_minor),
      currency: r.currency,
      at: (r.settled_at ?? now).toISOString(),
    })),
  };
}

/** The board behind a short per-limit cache (one per app instance, so tests and processes do not share it). */
export function cachedWinnerBoard(db: DbOrTrx, ttlMs = WINNER_BOARD_TTL_MS) {
  const cache = new Map<number, { until: number; value: Promise<WinnerBoard> }>();
  return (limit: number, now = new Date()): Promise<WinnerBoard> => {
    const hit = cache.get(limit);
    if (hit && hit.until > now.getTime()) return hit.value;
    const value = winnerBoard(db, limit, now);
    // A failed query is not cached: the next caller asks again.
    value.catch(() => cache.delete(limit));
    cache.set(limit, { until: now.getTime() + ttlMs, value });
    return value;
  };
}
