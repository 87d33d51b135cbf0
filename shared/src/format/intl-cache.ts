/**
 * Intl formatters, made once per (locale, options) and reused. Building one costs far more than formatting with it
 * (ICU loads the locale's data): the lottery panel built one per card every second for its countdowns, ~18 % of
 * home's main-thread time after first paint on a throttled phone (docs/performance.md "Main thread").
 * Options are keyed by their JSON, so callers pass plain literals; the cache stays small (a page uses a handful).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(
  locale: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Throws for a bad currency code or locale, as the constructor does: nothing is cached then.
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  locale: string | undefined,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options ?? {})}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
