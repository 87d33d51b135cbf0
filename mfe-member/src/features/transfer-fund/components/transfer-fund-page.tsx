import { useRetryKey } from '../../../lib/retry-key';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  StatList,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  formatAmount,
  showToast,
} from '@site/shared';
import type { TransferWallets } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { useRecallAll, useTransferWallets } from '../api/transfer-wallets';
import { TransferForm } from './transfer-form';

/**
 * transferFund (docs/payments.md "Transfer wallets"): the main wallet and each transfer-wallet vendor's wallet with its
 * balance, a transfer in or out, "Recall all" and a refresh.
 */
export function TransferFundPage() {
  const { t } = useTranslation('member');
  const query = useTransferWallets();
  if (query.isPending) return <Skeleton height={240} />;
  if (query.isError)
    return <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="member-withdraw">
      <WalletList data={data} />
      <div className="member-rg__actions">
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('transferFund.refresh')}
        </Button>
        {data.vendors.length ? <RecallAllButton currency={data.currency} /> : null}
      </div>
      {data.vendors.length ? <TransferForm data={data} /> : <EmptyState message={t('transferFund.none')} />}
    </div>
  );
}

function WalletList({ data }: { data: TransferWallets }) {
  const { t } = useTranslation('member');
  return (
    <StatList
      testId="wallets"
      items={[
        {
          key: 'main',
          label: t('transferFund.main'),
          value: <Amount value={data.main} currency={data.currency} />,
        },
        ...data.vendors.map((v) => ({
          key: v.vendor,
          testId: `wallet-${v.vendor}`,
          label: v.name,
          value: (
            <>
              {v.balance === null ? (
                t('transferFund.unavailable')
              ) : (
                <Amount value={v.balance} currency={data.currency} />
              )}
              {v.pending ? (
                <>
                  {' '}
                  <Badge tone="warning">{t('transferFund.pending', { n: v.pending })}</Badge>
                </>
              ) : null}
            </>
          ),
        })),
      ]}
    />
  );
}

function RecallAllButton({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('member');
  const recall = useRecallAll();
  const retryKey = useRetryKey();
  const onClick = async () => {
    try {
      const result = await recall.mutateAsync(retryKey.take());
      retryKey.settle();
      const back = result.recalled.filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amount, 0);
      const failed = result.recalled.some((r) => r.status !== 'done');
      if (back > 0) {
        showToast({
          message: t('transferFund.recalled', { amount: `${formatAmount(back, i18n.language)} ${currency}` }),
          tone: 'success',
        });
      } else if (!failed) {
        showToast({ message: t('transferFund.nothingToRecall'), tone: 'info' });
      }
      if (failed) showToast({ message: t('transferFund.recallFailed'), tone: 'warning' });
    } catch (error) {
      retryKey.settle(error);
      showToast({ message: errorMessage(t, error), tone: 'danger' });
    }
  };
  return (
    <Button variant="secondary" busy={recall.isPending} onClick={() => void onClick()}>
      {t('transferFund.recallAll')}
    </Button>
  );
}
