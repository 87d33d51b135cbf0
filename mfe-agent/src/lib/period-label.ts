/**
 * A settlement period key (`<clock>:<local start>`, e.g. `HOURLY:2026-11-28T10:00`, docs/agents.md "Periods") as a
 * player reads it, in their language: "28 Nov 2026, 10:00 – 11:00", "23 – 29 Nov 2026", "November 2026". The key is
 * the site's wall clock, so it is formatted as UTC: no zone shift, whatever the phone's zone.
 */
/** The last moment (time clocks) or last day (day clocks) of a period, from its start. */
const LAST: Record<string, (start: Date) => Date> = {
  FIVE_MINUTES: (s) => new Date(s.getTime() + 5 * 60_000),
  HOURLY: (s) => new Date(s.getTime() + 3_600_000),
  EVERY_OTHER_DAY: (s) => addDays(s, 1),
  WEEKLY: (s) => addDays(s, 6),
  SEMIMONTHLY: (s) =>
    s.getUTCDate() === 1 ? addDays(s, 14) : new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 0)),
};

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::(\d{2}))?)?$/;

export function periodLabel(key: string, language: string): string {
  const colon = key.indexOf(':');
  const clock = colon > 0 && !/^\d/.test(key) ? key.slice(0, colon) : '';
  const wall = WALL.exec(clock ? key.slice(colon + 1) : key);
  if (!wall) return key;
  const [, y, mo, d, h = '0', mi = '0'] = wall;
  const start = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi));
  const dateOnly = { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' } as const;
  try {
    if (clock === 'MONTHLY') {
      return new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
        start,
      );
    }
    if (clock === 'FIVE_MINUTES' || clock === 'HOURLY') {
      const f = new Intl.DateTimeFormat(language, {
        ...dateOnly,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      return f.formatRange(start, LAST[clock]!(start));
    }
    const last = LAST[clock];
    const f = new Intl.DateTimeFormat(language, dateOnly);
    return last ? f.formatRange(start, last(start)) : f.format(start);
  } catch {
    return key; // an unknown language tag: the raw key is still exact
  }
}
