import { dateTimeFormat } from '@site/shared';

/** A draw time in the interface language, in the game's own time zone (VN draws read as Vietnamese wall time). */
export function formatDrawTime(iso: string, language: string, timeZone?: string): string {
  return dateTimeFormat(language, {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(Date.parse(iso));
}
