import { numberFormat } from './intl-cache';

/** Decimals every amount is shown with (docs/product.md "Input rules", "Limits"). */
export const AMOUNT_DECIMALS = 2;

/**
 * Formats a money amount with 2 decimals and the locale's thousands separators.
 * The result may contain bidi marks and non-breaking spaces (e.g. ar-EG), so callers and tests
 * must never compare it with a literal string; parse it back or compare against this function.
 */
export function formatAmount(value: number, locale = 'en'): string {
  const safe = Number.isFinite(value) ? value : 0;
  return numberFormat(locale, {
    minimumFractionDigits: AMOUNT_DECIMALS,
    maximumFractionDigits: AMOUNT_DECIMALS,
    useGrouping: true,
  }).format(safe);
}

/** The hidden form of a balance: one asterisk per shown character, so the header does not jump. */
export function maskAmount(formatted: string): string {
  return '*'.repeat(Math.max(4, Math.min(formatted.length, 12)));
}

/**
 * Currency symbol for an ISO code in a locale ("USD" → "$", "PHP" → "₱"); falls back to the code itself. The
 * symbol follows the currency, not the language: the narrow symbol, or Thai and Chinese showed "PHP" for pesos.
 */
export function currencySymbol(currency: string, locale = 'en'): string {
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
