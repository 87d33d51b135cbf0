import type { LotteryAdminIssue } from '@site/shared/schemas/operator';

/**
 * A drawn result in one line: keno numbers, fast digits, or a VN sheet's special prize. `maxNumbers` shortens a keno
 * draw (20 numbers) for a list row, where all of them made each row ten lines high; the issue page shows them all.
 */
export function outcomeText(outcome: LotteryAdminIssue['outcome'], maxNumbers = Infinity): string {
  if (!outcome) return '—';
  switch (outcome.kind) {
    case 'pick':
      return outcome.numbers.length > maxNumbers
        ? `${outcome.numbers.slice(0, maxNumbers).join(' ')} …`
        : outcome.numbers.join(' ');
    case 'digits':
      return outcome.digits.split('').join(' ');
    case 'vn':
      return outcome.prizes.find((p) => p.tier === 'DB')?.numbers.join(' ') ?? '—';
  }
}
