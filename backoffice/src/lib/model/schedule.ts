import type { TFunction } from 'i18next';
import { dateTime } from './format';

/**
 * A banner's or notice's schedule in the form: a `datetime-local` field holds the staff member's local time without a
 * zone, the call takes an ISO instant; blank is "from always" / "until always" (null).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → the `datetime-local` value in the browser's zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` value → ISO instant or null when blank; what cannot be read is passed on so the schema names it. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export const STATE_TONE = { live: 'success', scheduled: 'info', ended: 'neutral' } as const;

/**
 * The schedule as a row reads it ("From …", "… – …", "Always"). The words stay under each screen's own keys
 * (`content.*`, `notices.*`): the translations differ between screens (zh-CN "from").
 */
export function scheduleText(
  t: TFunction,
  keys: 'content' | 'notices',
  entry: { startsAt: string | null; endsAt: string | null },
  language: string,
): string {
  const from = entry.startsAt ? dateTime(entry.startsAt, language) : null;
  const to = entry.endsAt ? dateTime(entry.endsAt, language) : null;
  if (from && to) return t(`${keys}.between`, { from, to });
  if (from) return t(`${keys}.from`, { from });
  if (to) return t(`${keys}.until`, { to });
  return t(`${keys}.always`);
}
