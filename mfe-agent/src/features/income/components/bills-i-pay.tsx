import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, ApiError, Button, DataTable, showToast } from '@site/shared';
import { usePayBill, type OwedBill } from '../api/decide-bill';
import { BillStateBadge } from './bill-state-badge';
import { RejectBillDialog } from './reject-bill-dialog';
import { periodLabel } from '../../../lib/period-label';

/** What a refused payment says, by code. */
const PAY_ERRORS: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'owed.payInsufficient',
  AGENT_BILL_NOT_OPEN: 'owed.notOpen',
};

/**
 * The totals row: what I paid (the sum of the paid bills, like "My income" above) under the amounts, and what the
 * open bills still ask of me beside it — one unlabelled total of the open ones read as "54.00 paid, total 0.00".
 */
export function billTotals(
  bills: readonly OwedBill[] | undefined,
  openMinor: number | undefined,
  t: (key: string) => string,
) {
  if (!bills) return undefined;
  const paid = bills.filter((b) => b.state === 'paid').reduce((sum, b) => sum + b.amountMinor, 0);
  return {
    kind: <strong>{t('income.totalPaid')}</strong>,
    amountMinor: <Amount value={paid} minor />,
    actions: openMinor ? (
      <span className="agent-owed-open">
        {t('owed.stillOpen')} <Amount value={openMinor} minor />
      </span>
    ) : null,
  };
}

/**
 * The salary and dividend bills I pay my direct downlines. An `insufficient` one is open: pay it in full now, or
 * reject it with a reason (docs/agents.md "Bill states").
 */
export function BillsIPay({
  bills,
  openMinor,
}: {
  bills: OwedBill[] | undefined;
  openMinor: number | undefined;
}) {
  const { t, i18n } = useTranslation('agent');
  const pay = usePayBill();
  const [rejecting, setRejecting] = useState<OwedBill | null>(null);
  const payNow = (b: OwedBill) =>
    pay.mutate(b, {
      onSuccess: () => showToast({ tone: 'success', message: t('owed.paid', { account: b.memberAccount }) }),
      onError: (err) =>
        showToast({
          tone: 'danger',
          message: t((err instanceof ApiError && PAY_ERRORS[err.code]) || 'owed.failed'),
        }),
    });
  const columns = [
    { key: 'kind', header: t('income.kind'), render: (b: OwedBill) => t(`kinds.${b.kind}`) },
    {
      key: 'periodKey',
      header: t('income.period'),
      render: (b: OwedBill) => periodLabel(b.periodKey, i18n.language),
    },
    { key: 'memberAccount', header: t('owed.member') },
    {
      key: 'amountMinor',
      header: t('income.amount'),
      align: 'end' as const,
      render: (b: OwedBill) => <Amount value={b.amountMinor} minor />,
    },
    { key: 'state', header: t('income.state'), render: (b: OwedBill) => <BillStateBadge bill={b} /> },
    {
      key: 'actions',
      header: t('owed.actions'),
      render: (b: OwedBill) =>
        b.state === 'insufficient' ? (
          <span className="agent-actions">
            <Button busy={pay.isPending && pay.variables?.id === b.id} onClick={() => payNow(b)}>
              {t('owed.pay')}
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(b)}>
              {t('owed.reject')}
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable
        caption={t('owed.caption')}
        columns={columns}
        rows={bills}
        rowKey={(b) => `${b.type}-${b.id}`}
        emptyMessage={t('owed.empty')}
        totals={billTotals(bills, openMinor, t)}
      />
      <RejectBillDialog
        key={rejecting ? `${rejecting.type}-${rejecting.id}` : 'none'}
        bill={rejecting}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
