import type { LotteryIssue } from '@site/shared/schemas';
import { resultBadges, type ResultBadges } from '../../../lib/model/result-format';

/** One drawn issue as a trend row: its digits (fast games), sum, big/small, odd/even and keno's up/down. */
export interface TrendRow {
  issueNo: string;
  digits: number[];
  sum: number;
  size: ResultBadges['size'];
  parity: ResultBadges['parity'];
  /** Keno only: more of the 20 numbers from 1–40 (UP), from 41–80 (DOWN), or 10/10 (TIE). */
  upDown: 'UP' | 'DOWN' | 'TIE' | null;
}

/** The run the newest results are on, e.g. 3 × BIG in a row. */
export interface Streak<T extends string> {
  value: T;
  length: number;
}

export interface Trend {
  rows: TrendRow[];
  /** How often each side came in the window (ties counted on their own). */
  counts: Record<'BIG' | 'SMALL' | 'TIE' | 'ODD' | 'EVEN', number>;
  sizeStreak: Streak<TrendRow['size']> | null;
  parityStreak: Streak<TrendRow['parity']> | null;
  /** Fast games: per digit position, how many issues since each digit 0–9 last came (the classic "missing" chart). */
  missing: number[][];
}

function upDownOf(issue: LotteryIssue): TrendRow['upDown'] {
  if (issue.outcome?.kind !== 'pick') return null;
  const up = issue.outcome.numbers.filter((n) => n <= 40).length;
  return up === 10 ? 'TIE' : up > 10 ? 'UP' : 'DOWN';
}

function streakOf<T extends string>(values: T[]): Streak<T> | null {
  const first = values[0];
  if (first === undefined) return null;
  let length = 1;
  while (values[length] === first) length += 1;
  return { value: first, length };
}

/**
 * The trend of a keno or fast game over its drawn issues, newest first (Vietnamese sheets have no sum line: none).
 * Undrawn issues are left out. Rules as the server settles them: docs/lottery.md "Play types".
 */
export function buildTrend(results: readonly LotteryIssue[]): Trend {
  const rows: TrendRow[] = [];
  for (const issue of results) {
    const badges = resultBadges(issue.outcome);
    if (!badges || !issue.outcome) continue;
    rows.push({
      issueNo: issue.issueNo,
      digits: issue.outcome.kind === 'digits' ? issue.outcome.digits.split('').map(Number) : [],
      sum: badges.sum,
      size: badges.size,
      parity: badges.parity,
      upDown: upDownOf(issue),
    });
  }
  const counts = { BIG: 0, SMALL: 0, TIE: 0, ODD: 0, EVEN: 0 };
  for (const row of rows) {
    counts[row.size] += 1;
    counts[row.parity] += 1;
  }
  const positions = Math.max(0, ...rows.map((r) => r.digits.length));
  const missing = Array.from({ length: positions }, (_, position) =>
    Array.from({ length: 10 }, (_, digit) => {
      const since = rows.findIndex((r) => r.digits[position] === digit);
      return since === -1 ? rows.length : since;
    }),
  );
  return {
    rows,
    counts,
    sizeStreak: streakOf(rows.map((r) => r.size)),
    parityStreak: streakOf(rows.map((r) => r.parity)),
    missing,
  };
}
