import './styles/amount.css';
import { useTranslation } from 'react-i18next';
import { AMOUNT_DECIMALS, formatAmount, numberFormat } from '../format';

export interface AmountProps {
  /** The amount in major units (12.5 = 12.50). Pass `minor` for integer minor units from the ledger. */
  value: number;
  /** `value` is in minor units (cents): divided by 100 before display. */
  minor?: boolean;
  /** ISO 4217 code; shown the locale's way (symbol before or after). */
  currency?: string;
  /** Defaults to the current interface language. */
  locale?: string;
  /** Show a plus sign on positive amounts (win/loss columns). */
  signed?: boolean;
  className?: string;
}

function format(amount: number, locale: string, currency?: string, signed?: boolean): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  if (!currency && !signed) return formatAmount(amount, locale);
  try {
    return numberFormat(locale, {
      // The currency's own symbol whatever the language (₱ in Thai too, not "PHP").
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      minimumFractionDigits: AMOUNT_DECIMALS,
      maximumFractionDigits: AMOUNT_DECIMALS,
      useGrouping: true,
      signDisplay,
    }).format(amount);
  } catch {
    // An unknown currency code: the number alone is better than nothing.
    return formatAmount(amount, locale);
  }
}

/**
 * A money amount: 2 decimals, the locale's thousands separators (docs/product.md "Input rules", "Limits"), optional currency,
 * negatives in the danger colour. Tabular figures so columns of amounts line up.
 */
export function Amount({ value, minor, currency, locale, signed, className }: AmountProps) {
  const { i18n } = useTranslation();
  const amount = Number.isFinite(value) ? (minor ? value / 100 : value) : 0;
  const tone = amount < 0 ? 'ui-amount--negative' : signed && amount > 0 ? 'ui-amount--positive' : undefined;
  return (
    <span className={['ui-amount', tone, className].filter(Boolean).join(' ')} dir="ltr">
      {format(amount, locale ?? i18n.language ?? 'en', currency, signed)}
    </span>
  );
}
