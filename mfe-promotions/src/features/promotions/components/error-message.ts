import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

const KNOWN = new Set([
  'PROMOTION_ALREADY_CLAIMED',
  'PROMOTION_NOTHING_TO_CLAIM',
  'PROMOTION_NOT_ACTIVE',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_APPLICATION_EXISTS',
  'REAL_ACCOUNT_REQUIRED',
]);

/** The member-facing sentence for a failed promotion call: branches on the error code, never on server text. */
export function promotionErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return KNOWN.has(code) ? t(`errors.${code}`) : t('errors.generic');
}
