/** An amount of the site's currency in major units, 2 decimals, grouped in the back office's language. */
export function amount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}
