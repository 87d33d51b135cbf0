/**
 * The screen's number fields: rates are typed in percent (0.6 = 0.60 %) and travel in basis points; money is typed
 * as a decimal with at most two places. A field that is not such a number reads as null (the form says so).
 */
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

export function percentToBps(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Math.round(Number(trimmed) * 100) : null;
}

export const bpsToPercent = (bps: number): string => String(bps / 100);

export function moneyValue(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}

export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}
