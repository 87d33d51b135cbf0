import type { LotteryOutcome } from '@site/shared/schemas';

/** Keno's big/small line: the sum of the 20 numbers above it is big, below small, equal a tie (refunded). */
export const KENO_SUM_LINE = 810;

/**
 * The winning numbers a card shows, at most `max`: keno's first numbers in draw order, a fast game's digits, the
 * special prize's digits of a Vietnamese sheet.
 */
export function winningBalls(outcome: LotteryOutcome | null, max = 6): string[] {
  if (!outcome) return [];
  if (outcome.kind === 'pick') return outcome.numbers.slice(0, max).map((n) => String(n).padStart(2, '0'));
  if (outcome.kind === 'digits') return outcome.digits.split('').slice(0, max);
  const special = outcome.prizes.find((p) => p.tier === 'DB')?.numbers[0] ?? '';
  return special.split('').slice(0, max);
}

export interface ResultBadges {
  sum: number;
  size: 'BIG' | 'SMALL' | 'TIE';
  parity: 'ODD' | 'EVEN';
}

/** Sum, big/small and odd/even of a keno or fast result (none for a Vietnamese sheet). */
export function resultBadges(outcome: LotteryOutcome | null): ResultBadges | null {
  if (!outcome || outcome.kind === 'vn') return null;
  const values = outcome.kind === 'pick' ? outcome.numbers : outcome.digits.split('').map(Number);
  const sum = values.reduce((a, b) => a + b, 0);
  const line = outcome.kind === 'pick' ? KENO_SUM_LINE : (9 * values.length) / 2;
  return {
    sum,
    size: sum > line ? 'BIG' : sum < line ? 'SMALL' : 'TIE',
    parity: sum % 2 === 1 ? 'ODD' : 'EVEN',
  };
}
