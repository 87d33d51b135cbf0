import { useTranslation } from 'react-i18next';
import { Amount, DataTable } from '@site/shared';
import type { SalaryBill } from '@site/shared/schemas';
import { useMyIncome } from '../api/get-my-income';
import { periodLabel } from '../../../lib/period-label';
import { BillStateBadge } from './bill-state-badge';
import { BillsIPay } from './bills-i-pay';

/**
 * My income: salary bills my upline owes me, paid or not, with the total paid; below, the bills I pay my own
 * downlines, where an open (insufficient) one can be paid now or rejected.
 */
export function MyIncome() {
  const { t, i18n } = useTranslation('agent');
  const q = useMyIncome();
  const columns = [
    { key: 'kind', header: t('income.kind'), render: (b: SalaryBill) => t(`kinds.${b.kind}`) },
    {
      key: 'periodKey',
      header: t('income.period'),
      render: (b: SalaryBill) => periodLabel(b.periodKey, i18n.language),
    },
    { key: 'payerAccount', header: t('income.payer') },
    {
      key: 'validBetMinor',
      header: t('income.validBet'),
      align: 'end' as const,
      render: (b: SalaryBill) => <Amount value={b.validBetMinor} minor />,
    },
    {
      key: 'rate',
      header: t('income.rate'),
      align: 'end' as const,
      render: (b: SalaryBill) => `${(b.rateBp / 100).toFixed(2)} %`,
    },
    {
      key: 'amountMinor',
      header: t('income.amount'),
      align: 'end' as const,
      render: (b: SalaryBill) => <Amount value={b.amountMinor} minor />,
    },
    {
      key: 'state',
      header: t('income.state'),
      render: (b: SalaryBill) => <BillStateBadge bill={b} />,
    },
  ];
  return (
    <div className="agent-page">
      <DataTable
        caption={t('income.caption')}
        columns={columns}
        rows={q.data?.items}
        rowKey={(b) => String(b.id)}
        loading={q.isLoading}
        error={q.isError}
        onRetry={() => void q.refetch()}
        emptyMessage={t('income.empty')}
        totals={
          q.data
            ? {
                kind: <strong>{t('income.totalPaid')}</strong>,
                amountMinor: <Amount value={q.data.totalPaidMinor} minor />,
              }
            : undefined
        }
      />
      {q.data ? <BillsIPay bills={q.data.owed} openMinor={q.data.openOwedMinor} /> : null}
    </div>
  );
}
