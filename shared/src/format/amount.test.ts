import { currencySymbol, formatAmount, maskAmount } from './amount';

/** Reads a formatted number back, whatever separators/digits the locale used. */
function parseFormatted(text: string, locale: string): number {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const digits = new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210).split('').reverse();
  let normal = '';
  for (const ch of text) {
    const d = digits.indexOf(ch);
    if (d >= 0) normal += String(d);
    else if (ch === decimal) normal += '.';
    else if (ch === group) continue;
  }
  return Number(normal);
}

describe('formatAmount', () => {
  it.each(['en', 'de', 'ar-EG', 'hi', 'fr'])('keeps the value and 2 decimals in %s', (locale) => {
    const text = formatAmount(1234567.5, locale);
    expect(parseFormatted(text, locale)).toBeCloseTo(1234567.5, 2);
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
    const fraction = text.split(decimal)[1] ?? '';
    expect(fraction.replace(/[^\p{Nd}]/gu, '')).toHaveLength(2);
  });

  it('groups thousands', () => {
    const group = new Intl.NumberFormat('en').formatToParts(1000).find((p) => p.type === 'group')!.value;
    expect(formatAmount(1234567, 'en').split(group)).toHaveLength(3);
    expect(formatAmount(999, 'en').includes(group)).toBe(false);
  });

  it('rounds to 2 decimals and treats non-finite as zero', () => {
    expect(parseFormatted(formatAmount(0.005 + 1.234, 'en'), 'en')).toBeCloseTo(1.24, 2);
    expect(parseFormatted(formatAmount(Number.NaN, 'en'), 'en')).toBe(0);
  });
});

describe('maskAmount / currencySymbol', () => {
  it('masks without revealing digits', () => {
    const masked = maskAmount(formatAmount(1234.5));
    expect(masked).toMatch(/^\*+$/);
  });
  it('shows the currency symbol by currency, not by language', () => {
    for (const locale of ['en', 'th', 'zh-CN', 'vi', 'ar']) expect(currencySymbol('PHP', locale)).toBe('₱');
    expect(currencySymbol('VND', 'th')).toBe('₫');
  });

  it('falls back to the code for unknown currencies', () => {
    expect(currencySymbol('not-a-code')).toBe('not-a-code');
    expect(currencySymbol('USD', 'en')).not.toBe('');
  });
});
