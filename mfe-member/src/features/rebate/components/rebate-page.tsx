import { useRetryKey } from '../../../lib/retry-key';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  Button,
  DataTable,
  ErrorState,
  Skeleton,
  formatAmount,
  formatDate,
  formatDateTime,
  showToast,
} from '@site/shared';
import type { RebateClaim, RebateLine } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { claimRebate } from '../api/claim-rebate';
import { memberKeys } from '../../../lib/api/member-keys';
import { rebateQuery } from '../api/get-rebate';

/**
 * manualRebate (docs/rebate.md): the rebate earned on valid bets since the last claim, per game group at the
 * member's VIP level, claimed by the member once per day; the rates and the past claims.
 */
export function RebatePage() {
  const { t, i18n } = useTranslation('member');
  const client = useQueryClient();
  const query = useQuery(rebateQuery());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const retryKey = useRetryKey();
  const group = (code: string) => t(`profit.types.${code}`);
  const percent = (rate: number) => `${formatAmount(rate, i18n.language)} %`;

  if (query.isPending) return <Skeleton height={220} />;
  if (query.isError)
    return <ErrorState message={errorMessage(t, query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;

  const claim = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const paid: RebateClaim = await claimRebate(retryKey.take());
      retryKey.settle();
      showToast({
        message: t('rebate.claimed', {
          amount: `${formatAmount(paid.amount, i18n.language)} ${data.currency}`,
        }),
        tone: 'success',
      });
    } catch (error) {
      retryKey.settle(error);
      setProblem(errorMessage(t, error));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: memberKeys.rebate() });
    }
  };

  const belowMinimum = data.total < data.minClaim;
  return (
    <div className="member-rebate">
      <section className="member-rebate__claim" aria-labelledby="rebate-claimable">
        <h3 id="rebate-claimable">{t('rebate.claimable')}</h3>
        <p className="member-rebate__total" data-testid="rebate-total">
          <Amount value={data.total} /> {data.currency}
        </p>
        <p>
          {t('rebate.window', {
            since: formatDateTime(data.since, i18n.language),
            vip: data.vipLevel,
          })}
        </p>
        <Button
          onClick={() => void claim()}
          busy={busy}
          disabled={data.claimedThisPeriod || belowMinimum}
          aria-describedby="rebate-why"
        >
          {busy ? t('rebate.claiming') : t('rebate.claim')}
        </Button>
        <p id="rebate-why" className="ui-field__hint">
          {data.claimedThisPeriod && data.nextClaimAt
            ? t('rebate.claimedToday', { time: formatDateTime(data.nextClaimAt, i18n.language) })
            : belowMinimum
              ? t('rebate.belowMinimum', { min: formatAmount(data.minClaim, i18n.language) })
              : t('rebate.oncePerDay', { days: data.windowDays })}
        </p>
        {problem ? (
          <p role="alert" className="ui-field__error">
            {problem}
          </p>
        ) : null}
      </section>

      <DataTable<RebateLine>
        caption={t('rebate.byGroup')}
        columns={[
          { key: 'group', header: t('profit.gameType'), render: (r) => group(r.group) },
          {
            key: 'validBet',
            header: t('rebate.validBet'),
            align: 'end',
            render: (r) => <Amount value={r.validBet} />,
          },
          { key: 'rate', header: t('rebate.rate'), align: 'end', render: (r) => percent(r.rate) },
          {
            key: 'amount',
            header: t('rebate.amount'),
            align: 'end',
            render: (r) => <Amount value={r.amount} />,
          },
        ]}
        rows={data.lines}
        rowKey={(r) => r.group}
        emptyMessage={t('rebate.nothingYet')}
      />

      <DataTable<{ group: string; rate: number }>
        caption={t('rebate.rates', { vip: data.vipLevel })}
        columns={[
          { key: 'group', header: t('profit.gameType'), render: (r) => group(r.group) },
          { key: 'rate', header: t('rebate.rate'), align: 'end', render: (r) => percent(r.rate) },
        ]}
        rows={data.rates}
        rowKey={(r) => r.group}
        emptyMessage={t('records.empty')}
      />

      <DataTable<RebateClaim>
        caption={t('rebate.history')}
        columns={[
          {
            key: 'period',
            header: t('records.date'),
            render: (r) => formatDate(`${r.period}T12:00:00Z`, i18n.language),
          },
          {
            key: 'validBet',
            header: t('rebate.validBet'),
            align: 'end',
            render: (r) => <Amount value={r.validBet} />,
          },
          {
            key: 'amount',
            header: t('rebate.amount'),
            align: 'end',
            render: (r) => <Amount value={r.amount} />,
          },
        ]}
        rows={data.history}
        rowKey={(r) => String(r.id)}
        emptyMessage={t('rebate.noClaims')}
      />
    </div>
  );
}
