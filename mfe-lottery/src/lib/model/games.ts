import { dateTimeFormat } from '@site/shared';
import type { LotteryIssue, LotteryMenuGame } from '@site/shared/schemas';
import { startLottery } from './panel-rules';

/**
 * Where "play" leads for a game of our own engine. The start-lottery rule routes TCG_LOTTO_VN to /vnLottery and
 * LOTT/ELOTT to /lottery; the house keno runs under the GPI vendor code (so the panel's KENO tab appears) but is
 * served by this engine too, so it opens the /lottery board instead of a third-party launch.
 */
export function playPath(game: Pick<LotteryMenuGame, 'vendor' | 'gameCode'>): string {
  const start = startLottery(game.vendor, game.gameCode);
  return start.kind === 'route' ? start.path : `/lottery?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** The site's weekday number (1 = Sunday … 7 = Saturday; docs/lottery.md "Weekdays") of a moment in a time zone. */
export function specWeekday(ms: number, timeZone: string): number {
  const name = dateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(ms);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name) + 1;
}

/** Games sorted by the close of their current issue, soonest first; games with nothing on sale last. */
export function bySoonestClose(games: readonly LotteryMenuGame[]): LotteryMenuGame[] {
  const key = (g: LotteryMenuGame) =>
    g.current && g.current.status === 'open' ? Date.parse(g.current.closeAt) : Number.MAX_SAFE_INTEGER;
  return [...games].sort((a, b) => key(a) - key(b));
}

export const GROUP_ORDER = ['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH', 'KENO', 'FAST'] as const;

/**
 * On sale on the server clock: open, past its open time (an issue opens when the previous one draws) and before its
 * close (lock) time.
 */
export function isOnSale(
  issue: Pick<LotteryIssue, 'status' | 'openAt' | 'closeAt'> | null | undefined,
  nowServerMs: number | null,
): boolean {
  if (!issue || issue.status !== 'open' || nowServerMs === null) return false;
  return nowServerMs >= Date.parse(issue.openAt) && nowServerMs < Date.parse(issue.closeAt);
}
