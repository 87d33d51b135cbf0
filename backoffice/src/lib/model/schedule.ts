/**
 * A banner's schedule in the form: a `datetime-local` field holds the staff member's local time without a zone, the
 * call takes an ISO instant; blank is "from always" / "until always" (null).
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
