/**
 * Settlement periods in the site's time zone (docs/agents.md "Periods"). Pure: the settlement jobs call
 * `periodContaining(clock, at, timeZone)` with the job's clock and bill the period that ended before it.
 * No date library is in the catalog; Intl gives the zone's wall clock and the rest is calendar arithmetic.
 */
import { localParts } from '../../lib/zoned-time';

export const DEFAULT_SITE_TIME_ZONE = 'Asia/Manila';

export type SettlementClock =
  'FIVE_MINUTES' | 'HOURLY' | 'DAILY' | 'EVERY_OTHER_DAY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

export interface Period {
  start: Date;
  end: Date;
  /** Stable id of the period, part of each bill's key: `<clock>:<local start>`. */
  key: string;
}

interface Wall {
  y: number;
  mo: number; // 1-12
  d: number;
  h: number;
  mi: number;
}

function wallClock(at: Date, timeZone: string): Wall {
  const p = localParts(at, timeZone);
  return { y: p.year, mo: p.month, d: p.day, h: p.hour, mi: p.minute };
}

/** The instant a wall-clock time happens in the zone (the earlier one when a DST change repeats it). */
function fromWall(w: Wall, timeZone: string): Date {
  const asUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi);
  const offsetAt = (t: number) => {
    const v = wallClock(new Date(t), timeZone);
    return Date.UTC(v.y, v.mo - 1, v.d, v.h, v.mi) - Math.floor(t / 60_000) * 60_000;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** Calendar arithmetic on a wall date (normalises overflow like Date.UTC does). */
function addDays(w: Wall, days: number): Wall {
  const t = new Date(Date.UTC(w.y, w.mo - 1, w.d + days));
  return { y: t.getUTCFullYear(), mo: t.getUTCMonth() + 1, d: t.getUTCDate(), h: 0, mi: 0 };
}

const epochDay = (w: Wall) => Math.floor(Date.UTC(w.y, w.mo - 1, w.d) / 86_400_000);
const pad = (n: number) => String(n).padStart(2, '0');
const label = (w: Wall) => `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}`;

/** The period of `clock` that contains `at`, in `timeZone`. */
export function periodContaining(
  clock: SettlementClock,
  at: Date,
  timeZone: string = DEFAULT_SITE_TIME_ZONE,
): Period {
  const w = wallClock(at, timeZone);
  const day = { ...w, h: 0, mi: 0 };
  let start: Wall;
  let end: Wall;
  switch (clock) {
    case 'FIVE_MINUTES':
      start = { ...w, mi: w.mi - (w.mi % 5) };
      end = start.mi + 5 === 60 ? { ...start, h: start.h + 1, mi: 0 } : { ...start, mi: start.mi + 5 };
      break;
    case 'HOURLY':
      start = { ...w, mi: 0 };
      end = { ...start, h: start.h + 1 };
      break;
    case 'DAILY':
      start = day;
      end = addDays(day, 1);
      break;
    case 'EVERY_OTHER_DAY':
      // Anchored on even day numbers since 1970-01-01 in the zone: fixed, so a restart never shifts the pairs.
      start = addDays(day, -(((epochDay(day) % 2) + 2) % 2));
      end = addDays(start, 2);
      break;
    case 'WEEKLY': {
      const weekday = new Date(Date.UTC(w.y, w.mo - 1, w.d)).getUTCDay(); // 0 Sunday
      start = addDays(day, -((weekday + 6) % 7)); // weeks start on Monday
      end = addDays(start, 7);
      break;
    }
    case 'SEMIMONTHLY':
      start = { ...day, d: w.d <= 15 ? 1 : 16 };
      end = w.d <= 15 ? { ...day, d: 16 } : addDays({ ...day, d: 1, mo: w.mo + 1 }, 0);
      break;
    case 'MONTHLY':
      start = { ...day, d: 1 };
      end = addDays({ ...day, d: 1, mo: w.mo + 1 }, 0);
      break;
  }
  // Hour/minute overflow (h 24) is normalised by Date.UTC inside fromWall.
  return { start: fromWall(start, timeZone), end: fromWall(end, timeZone), key: `${clock}:${label(start)}` };
}
