import { useTranslation } from 'react-i18next';
import { Amount, Badge, DataTable, formatDateTime } from '@site/shared';
import type { DepositOrder } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { useDeposits } from '../api/get-deposits';

const TONES = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  amount_mismatch: 'warning',
} as const;

/**
 * The deposit record (`transactionHistory?type=deposit`): my deposit orders with their states, not the ledger's
 * movements — an order waiting for payment or expired never reached the ledger, and a player looks for it here.
 */
export function DepositRecords() {
  const { t, i18n } = useTranslation('member');
  const list = useDeposits();
  return (
    <DataTable<DepositOrder>
      caption={t('menu.depositRecord')}
      hideCaption
      columns={[
        {
          key: 'createdAt',
          header: t('records.date'),
          render: (r) => formatDateTime(r.createdAt, i18n.language),
        },
        {
          key: 'amount',
          header: t('records.amount'),
          align: 'end',
          render: (r) => <Amount value={r.amount} />,
        },
        {
          key: 'status',
          header: t('records.status'),
          render: (r) => <Badge tone={TONES[r.status]}>{t(`records.depositStatus.${r.status}`)}</Badge>,
        },
        { key: 'channel', header: t('deposit.channel'), render: (r) => t(`deposit.channels.${r.channel}`) },
        { key: 'orderId', header: t('records.order'), render: (r) => r.orderId },
      ]}
      rows={list.data}
      rowKey={(r) => String(r.orderId)}
      loading={list.isPending}
      error={list.isError ? errorMessage(t, list.error) : undefined}
      onRetry={() => void list.refetch()}
      emptyMessage={t('records.noDeposits')}
    />
  );
}
