/**
 * Intl formatters, made once per (locale, options) and reused. Building one costs far more than formatting with it
 * (ICU loads the locale's data): the lottery panel built one per card every second for its countdowns, ~18 % of
 * home's main-thread time after first paint on a throttled phone (docs/performance.md "Main thread").
 * Options are keyed by their JSON, so callers pass plain literals; the cache stays small (a page uses a handful).
 */
function cachedBy<Options, Formatter>(
  make: (locale: string | undefined, options?: Options) => Formatter,
): (locale: string | undefined, options?: Options) => Formatter {
  const made = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale ?? ''}|${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) {
      // Throws for a bad currency code or locale, as the constructor does: nothing is cached then.
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = cachedBy<Intl.NumberFormatOptions, Intl.NumberFormat>(
  (locale, options) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = cachedBy<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>(
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);
