import { dateTimeFormat } from '../format/intl-cache';

/** docs/product.md "Limits" "Date presets: next and previous 7 and 30 days", plus today (docs/ui-kit.md). */
export const DATE_PRESETS = ['today', 'last_7_days', 'last_30_days', 'next_7_days', 'next_30_days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A date range as the API takes it: inclusive `yyyy-MM-dd` days. */
export interface DateRange {
  from: string;
  to: string;
}

/** Today as `yyyy-MM-dd` in `timeZone` (the site's; the runtime's when omitted). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  // en-CA formats as yyyy-MM-dd; formatToParts keeps it independent of that detail.
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` (yyyy-MM-dd) moved by `days`; calendar arithmetic in UTC so no DST shift can skip a day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The range of a preset, both ends included: "last 7 days" is today and the 6 days before it,
 * "next 7 days" today and the 6 after it — 7 calendar days either way, as a player counts them.
 */
export function datePresetRange(preset: DatePreset, timeZone?: string, now: Date = new Date()): DateRange {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'next_7_days':
      return { from: today, to: addDays(today, 6) };
    case 'next_30_days':
      return { from: today, to: addDays(today, 29) };
  }
}
