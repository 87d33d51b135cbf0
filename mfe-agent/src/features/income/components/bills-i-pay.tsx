import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, ApiError, Button, DataTable, showToast } from '@site/shared';
import { usePayBill, type OwedBill } from '../api/decide-bill';
import { BillStateBadge } from './bill-state-badge';
import { RejectBillDialog } from './reject-bill-dialog';

/** What a refused payment says, by code. */
const PAY_ERRORS: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'owed.payInsufficient',
  AGENT_BILL_NOT_OPEN: 'owed.notOpen',
};

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
  const { t } = useTranslation('agent');
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
    { key: 'periodKey', header: t('income.period'), render: (b: OwedBill) => b.periodKey.split(':')[1] },
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
        totals={openMinor !== undefined ? { amountMinor: <Amount value={openMinor} minor /> } : undefined}
      />
      <RejectBillDialog
        key={rejecting ? `${rejecting.type}-${rejecting.id}` : 'none'}
        bill={rejecting}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
