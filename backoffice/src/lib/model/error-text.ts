import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

/** The message of a failed call, by its stable code when the back office knows it, else the server's text. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    const known = t(key, { defaultValue: '' });
    if (known) return known;
    if (error.status === 403) return t('errors.FORBIDDEN');
    return error.message || t('errors.generic');
  }
  return t('errors.generic');
}
