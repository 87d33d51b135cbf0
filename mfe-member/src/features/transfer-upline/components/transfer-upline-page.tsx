import { useRetryKey } from '../../../lib/retry-key';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  StatList,
  DataTable,
  EmptyState,
  ErrorState,
  Skeleton,
  formatAmount,
  formatDateTime,
  refreshBalance,
  showToast,
} from '@site/shared';
import type { UplineTransferInfo } from '@site/shared/schemas';
import { useAmountLimits } from '../../../lib/amount-limits';
import { errorMessage } from '../../../lib/error-message';
import { memberKeys } from '../../../lib/api/member-keys';
import { transferToUpline } from '../api/transfer-to-upline';
import { uplineTransferQuery } from '../api/get-upline-transfer';
import { WithdrawalPasswordForm } from '../../security';
import { MoneyOutForm, moneyOutSchema, type MoneyOutValues } from '../../../lib/components/money-out-form';

/**
 * transferUpline (docs/payments.md "Transfer to upline"): send money from the main wallet to the direct upline, with
 * the withdrawal password and under the same requirements as a withdrawal; the latest transfers below.
 */
export function TransferUplinePage() {
  const { t, i18n } = useTranslation('member');
  const query = useQuery(uplineTransferQuery());
  if (query.isPending) return <Skeleton height={200} />;
  if (query.isError)
    return <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data.allowed || !data.upline) return <EmptyState message={t('uplineTransfer.noUpline')} />;
  return (
    <div className="member-withdraw">
      <StatList
        items={[
          {
            key: 'to',
            label: t('uplineTransfer.to'),
            value: (
              <span data-testid="upline-account">
                {data.upline.nickname
                  ? `${data.upline.nickname} (${data.upline.account})`
                  : data.upline.account}
              </span>
            ),
          },
          {
            key: 'available',
            label: t('withdraw.available'),
            value: <Amount value={data.available} currency={data.currency} />,
          },
        ]}
      />
      {data.hasWithdrawalPassword ? <TransferForm info={data} /> : <WithdrawalPasswordForm isSet={false} />}
      <DataTable<UplineTransferInfo['recent'][number]>
        caption={t('uplineTransfer.recent')}
        columns={[
          { key: 'at', header: t('records.date'), render: (r) => formatDateTime(r.at, i18n.language) },
          {
            key: 'amount',
            header: t('withdraw.amount'),
            align: 'end',
            render: (r) => <Amount value={r.amount} />,
          },
        ]}
        rows={data.recent}
        rowKey={(r) => String(r.transactionId)}
        emptyMessage={t('uplineTransfer.none')}
      />
    </div>
  );
}

function TransferForm({ info }: { info: UplineTransferInfo }) {
  const { t, i18n } = useTranslation('member');
  const client = useQueryClient();
  const retryKey = useRetryKey();
  const limits = useAmountLimits(info.min, info.max);
  const form = useForm<MoneyOutValues>({ resolver: zodResolver(moneyOutSchema) });
  const send = async (values: MoneyOutValues) => {
    try {
      const done = await transferToUpline({ ...values, clientKey: retryKey.take() });
      retryKey.settle();
      form.reset();
      showToast({
        message: t('uplineTransfer.done', {
          amount: `${formatAmount(done.amount, i18n.language)} ${info.currency}`,
          account: done.toAccount,
        }),
        tone: 'success',
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.uplineTransfer() }),
        refreshBalance().catch(() => undefined),
      ]);
    } catch (error) {
      retryKey.settle(error);
      throw error;
    }
  };
  return (
    <MoneyOutForm
      form={form}
      limits={limits}
      label={t('uplineTransfer.form')}
      submitLabel={t('uplineTransfer.submit')}
      send={send}
    />
  );
}
