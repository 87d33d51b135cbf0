/**
 * Dates in the catalogue forms: a `datetime-local` field holds the staff member's local time without a zone; the
 * calls take an ISO instant. And where an entry stands in its calendar, as the player site decides it
 * (docs/promotions.md "Promotions": enabled and started and not ended).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → the `datetime-local` value in the browser's zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `datetime-local` value → ISO instant; what cannot be read is passed on as typed so the schema names it. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
}

/** Blank end = open-ended (null). */
export const endFromLocalInput = (value: string) => (value.trim() === '' ? null : fromLocalInput(value));

export type ScheduleState = 'disabled' | 'scheduled' | 'running' | 'ended';
export const SCHEDULE_TONE = {
  disabled: 'neutral',
  scheduled: 'info',
  running: 'success',
  ended: 'neutral',
} as const;

export function scheduleState(
  entry: { enabled: boolean; startAt: string; endAt: string | null },
  now = Date.now(),
): ScheduleState {
  if (!entry.enabled) return 'disabled';
  if (Date.parse(entry.startAt) > now) return 'scheduled';
  if (entry.endAt && Date.parse(entry.endAt) <= now) return 'ended';
  return 'running';
}

/** Major units (as typed) ↔ minor units (as stored in a promotion's rules). */
export const minorFromInput = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Math.round(Number(value) * 100);
export const inputFromMinor = (minor: unknown) => (typeof minor === 'number' ? String(minor / 100) : '');
