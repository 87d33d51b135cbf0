import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

const KNOWN = new Set(['RAFFLE_TICKET_NOT_FOUND', 'RAFFLE_ROUND_NOT_REVEALED', 'REAL_ACCOUNT_REQUIRED']);

/** The member-facing sentence for a failed open or verify: branches on the error code, never on server text. */
export function raffleErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  return KNOWN.has(code) ? t(`raffle.errors.${code}`) : t('raffle.errors.generic');
}
