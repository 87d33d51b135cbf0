/**
 * Points constants (chosen here: docs/decisions.md "Promotions"): 1 point per 1.00
 * of valid bet, 100 points convert to 1.00, at least 100 points per conversion.
 */
export const POINTS_PER_UNIT = 1;
export const CASH_MINOR_PER_POINT = 1;
export const MIN_CONVERT_POINTS = 100;
/** Settled bets older than this are not scanned again by the accrual job (its window). */
export const ACCRUAL_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function pointsForValidBet(validBetMinor: number): number {
  return Math.floor((validBetMinor * POINTS_PER_UNIT) / 100);
}
