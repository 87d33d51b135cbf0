/** Staff read amounts with 2 decimals and grouping, in the back office's language. */
export function money(value: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(
    value,
  );
}

export function dateTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** "3 h 20 min", "2 d 4 h": how long an order has been waiting. */
export function age(minutes: number): { days: number; hours: number; minutes: number } {
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
