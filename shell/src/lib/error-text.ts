import type { TFunction } from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from '@site/shared';

/**
 * Text for a failed call: a translated text for codes we know (in the `errors` namespace, keyed by the code),
 * else the server's message. Branches on the code only, never on message text.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('common:error_unknown');
  if (error.code === CLIENT_ERROR_CODES.network) return t('common:error_network');
  if (error.code === CLIENT_ERROR_CODES.timeout) return t('common:error_timeout');
  return t(`errors:${error.code}`, { defaultValue: error.message || t('common:error_unknown') });
}
