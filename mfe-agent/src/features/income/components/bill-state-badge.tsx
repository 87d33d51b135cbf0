import { useTranslation } from 'react-i18next';
import { Badge } from '@site/shared';
import type { SalaryBill } from '@site/shared/schemas';

const TONE = {
  paid: 'success',
  insufficient: 'danger',
  rejected: 'warning',
  not_reached: 'neutral',
} as const;

/** A bill's state (agent:billStates.*), and for a rejected bill the reason its upline or an operator gave. */
export function BillStateBadge({ bill }: { bill: Pick<SalaryBill, 'state' | 'rejectReason'> }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <Badge tone={TONE[bill.state]}>{t(`billStates.${bill.state}`)}</Badge>
      {bill.state === 'rejected' && bill.rejectReason ? (
        <span className="agent-hint"> {t('owed.reasonShown', { reason: bill.rejectReason })}</span>
      ) : null}
    </>
  );
}
