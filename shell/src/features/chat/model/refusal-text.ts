import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

const KNOWN = new Set([
  'CHAT_WRITE_NOT_ALLOWED',
  'CHAT_MUTED',
  'CHAT_BANNED',
  'CHAT_RATE_LIMITED',
  'CHAT_SLOW_MODE',
  'CHAT_PROFANITY',
  'CHAT_LINKS_NOT_ALLOWED',
  'CHAT_ROOM_VIP_ONLY',
  'CHAT_WIN_NOT_FOUND',
]);

/** The reason a message was refused, in the player's words: branches on the code, never on the server's text. */
export function refusalText(t: TFunction, err: unknown): string {
  if (!(err instanceof ApiError) || !KNOWN.has(err.code)) return t('refused.generic');
  const value = (err.value ?? {}) as {
    until?: string | null;
    retryAfterSeconds?: number;
    slowModeSeconds?: number;
    minAccountDays?: number;
  };
  const until = value.until
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(value.until),
      )
    : '';
  return t(`refused.${err.code}`, {
    until,
    seconds: value.retryAfterSeconds ?? 1,
    slow: value.slowModeSeconds ?? 0,
    days: value.minAccountDays ?? 7,
  });
}
