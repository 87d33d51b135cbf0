import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

const KNOWN = new Set([
  'MISSION_NOT_FOUND',
  'MISSION_NOT_ACTIVE',
  'MISSION_NOT_COMPLETED',
  'MISSION_ALREADY_CLAIMED',
]);

/** The member-facing sentence for a failed claim: branches on the error code, never on server text. */
export function missionErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (KNOWN.has(code)) return t(`missions.errors.${code}`);
  if (code === 'REAL_ACCOUNT_REQUIRED') return t('errors.REAL_ACCOUNT_REQUIRED');
  return t('errors.generic');
}
