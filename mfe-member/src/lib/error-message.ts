import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

/** A failed call as a complete sentence: the server's stable code translated, else its own message. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return t(`errors.${error.code}`, { defaultValue: error.message });
  return t('errors.generic');
}
