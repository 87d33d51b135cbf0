import { localParts, zonedWallTime } from '../../lib/zoned-time';
import type { LotteryGameDef } from './lottery-games';

// Issue generation (docs/lottery.md "Issues"). Every wall time is read in the game's own time zone through Intl, so
// the server's TZ never matters. An issue opens when the previous one draws, locks `lockSeconds` before its draw.

export interface PlannedIssue {
  gameCode: string;
  /** VN: YYYYMMDD (local draw day); interval games: YYYYMMDD-NNNN (sequence of the local day, 1-based). */
  issueNo: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function dayKey(p: { year: number; month: number; day: number }): string {
  return `${p.year}${pad(p.month)}${pad(p.day)}`;
}

/** Local calendar day after (year, month, day), independent of any time zone. */
function nextDay(p: { year: number; month: number; day: number }): {
  year: number;
  month: number;
  day: number;
} {
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function weekdayOf(p: { year: number; month: number; day: number }): number {
  const js = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  return js === 0 ? 7 : js;
}

/** Lock time for a game: the configured seconds, never more than half an interval game's cadence. */
export function effectiveLockSeconds(
  game: LotteryGameDef,
  overrideSeconds?: number,
  cadenceSeconds?: number,
): number {
  const wanted = overrideSeconds ?? game.lockSeconds;
  if (game.schedule.kind !== 'interval') return wanted;
  return Math.min(wanted, Math.floor((cadenceSeconds ?? game.schedule.cadenceSeconds) / 2));
}

/**
 * Issues of `game` whose draw falls in [from, to), in draw order. `cadenceOverrideSeconds` replaces an interval
 * game's cadence (test cadence: e2e sees a draw within seconds).
 */
export function planIssues(
  game: LotteryGameDef,
  from: Date,
  to: Date,
  options: { lockSeconds?: number; cadenceOverrideSeconds?: number } = {},
): PlannedIssue[] {
  const lockMs = effectiveLockSeconds(game, options.lockSeconds, options.cadenceOverrideSeconds) * 1000;
  const draws: Array<{ issueNo: string; drawAt: Date }> = [];
  const schedule = game.schedule;
  // Start one local day early so the first issue in range knows the draw before it (its open time).
  const start = localParts(new Date(from.getTime() - 8 * 86_400_000), game.timeZone);
  let day = { year: start.year, month: start.month, day: start.day };
  for (;;) {
    const midnight = zonedWallTime(day.year, day.month, day.day, 0, 0, game.timeZone);
    if (midnight.getTime() >= to.getTime()) break;
    if (schedule.kind === 'daily') {
      if (schedule.weekdays.includes(weekdayOf(day))) {
        const [h, m] = schedule.drawTime.split(':').map(Number) as [number, number];
        draws.push({
          issueNo: dayKey(day),
          drawAt: zonedWallTime(day.year, day.month, day.day, h, m, game.timeZone),
        });
      }
    } else {
      const cadenceMs = (options.cadenceOverrideSeconds ?? schedule.cadenceSeconds) * 1000;
      const following = nextDay(day);
      const nextMidnight = zonedWallTime(following.year, following.month, following.day, 0, 0, game.timeZone);
      // Skip whole days well before `from` cheaply: only the last draw of such a day is needed (open time).
      const firstSeq =
        nextMidnight.getTime() <= from.getTime()
          ? Math.floor((nextMidnight.getTime() - midnight.getTime()) / cadenceMs)
          : 1;
      for (let seq = Math.max(1, firstSeq); ; seq += 1) {
        const drawAt = midnight.getTime() + seq * cadenceMs;
        // The day's last issue draws at the next midnight, so the cadence has no gap across days.
        if (drawAt > nextMidnight.getTime() || drawAt >= to.getTime()) break;
        draws.push({ issueNo: `${dayKey(day)}-${pad(seq, 4)}`, drawAt: new Date(drawAt) });
      }
    }
    day = nextDay(day);
  }
  const issues: PlannedIssue[] = [];
  for (let i = 1; i < draws.length; i += 1) {
    const { issueNo, drawAt } = draws[i]!;
    if (drawAt.getTime() < from.getTime()) continue;
    issues.push({
      gameCode: game.gameCode,
      issueNo,
      openAt: draws[i - 1]!.drawAt,
      closeAt: new Date(drawAt.getTime() - lockMs),
      drawAt,
    });
  }
  return issues;
}
