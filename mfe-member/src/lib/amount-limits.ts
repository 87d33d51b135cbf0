import { useTranslation } from 'react-i18next';
import { formatAmount } from '@site/shared';

/**
 * The limits of a money form (deposit, withdrawal, transfers) as one hint in the member's number format, and the
 * check the form makes before it asks the server (which checks again and answers `*_AMOUNT_OUT_OF_RANGE`).
 */
export function useAmountLimits(
  min: number,
  max: number,
  key: 'withdraw.limits' | 'deposit.limits' = 'withdraw.limits',
): { hint: string; within: (amount: number) => boolean } {
  const { t, i18n } = useTranslation('member');
  return {
    hint: t(key, { min: formatAmount(min, i18n.language), max: formatAmount(max, i18n.language) }),
    within: (amount) => amount >= min && amount <= max,
  };
}
