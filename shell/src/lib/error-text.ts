import type { TFunction } from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from '@site/shared';

function retryAfterSeconds(error: ApiError): number | null {
  const value = error.value as { retryAfterSeconds?: unknown } | null;
  const seconds = value?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * Text for a failed call: a translated text for codes we know (in the `errors` namespace, keyed by the code),
 * else the server's message. Branches on the code only, never on message text.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common:error_unknown');
  if (error.code === CLIENT_ERROR_CODES.network) return t('common:error_network');
  if (error.code === CLIENT_ERROR_CODES.timeout) return t('common:error_timeout');
  const wait = retryAfterSeconds(error);
  if (error.code === 'TOO_MANY_REQUESTS' && wait !== null) {
    // The real wait (docs/security.md "Account creation"), said as the time to come back: no plural rules needed.
    const at = new Date(Date.now() + wait * 1000);
    // The page's language (the shell keeps <html lang> on the site language).
    const time = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
    return t('errors:TOO_MANY_REQUESTS_UNTIL', { time });
  }
  return t(`errors:${error.code}`, { defaultValue: error.message || t('common:error_unknown') });
}
