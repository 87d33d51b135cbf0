import { useTranslation } from 'react-i18next';
import { Amount, Badge, DataTable } from '@site/shared';
import type { DividendBill } from '@site/shared/schemas';
import { SITE_TIME_ZONE } from '../../../lib/site-time-zone';
import { useConsolidated } from '../../../lib/api/get-consolidated';
import { useMyDividends } from '../api/get-my-dividends';

const day = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** A bill's local days, end inclusive: `2026-11-02 – 2026-11-08` (periods end at the next one's midnight). */
export function periodDays(b: Pick<DividendBill, 'periodStart' | 'periodEnd'>): string {
  const last = new Date(new Date(b.periodEnd).getTime() - 1);
  return `${day.format(new Date(b.periodStart))} – ${day.format(last)}`;
}

const tone = (state: DividendBill['state']) =>
  state === 'paid' ? 'success' : state === 'insufficient' ? 'danger' : 'neutral';

/**
 * My dividend bills under the dividend contract: shown only when the consolidated info enables dividends for me
 * (an agent with only a pending offer sees the offer, not an empty bill list). Carried amounts are ≤ 0.
 */
export function DividendBills() {
  const { t } = useTranslation('agent');
  const consolidated = useConsolidated();
  const enabled = consolidated.data?.dividend === true;
  const q = useMyDividends(enabled);
  if (!enabled) return null;
  const money = (key: keyof DividendBill, header: string) => ({
    key,
    header,
    align: 'end' as const,
    render: (b: DividendBill) => <Amount value={b[key] as number} minor />,
  });
  const columns = [
    { key: 'period', header: t('dividend.period'), render: (b: DividendBill) => periodDays(b) },
    money('netLossMinor', t('dividend.netLoss')),
    money('carriedInMinor', t('dividend.carriedIn')),
    money('carriedOutMinor', t('dividend.carriedOut')),
    {
      key: 'rate',
      header: t('dividend.rate'),
      align: 'end' as const,
      render: (b: DividendBill) => `${(b.rateBp / 100).toFixed(2)} %`,
    },
    money('amountMinor', t('dividend.amount')),
    {
      key: 'state',
      header: t('dividend.state'),
      render: (b: DividendBill) => <Badge tone={tone(b.state)}>{t(`billStates.${b.state}`)}</Badge>,
    },
  ];
  return (
    <section className="agent-page" aria-labelledby="dividend-bills-title">
      <h3 id="dividend-bills-title">{t('dividend.title')}</h3>
      <p>{t('dividend.carryHint')}</p>
      <DataTable
        caption={t('dividend.caption')}
        hideCaption
        columns={columns}
        rows={q.data?.items}
        rowKey={(b) => String(b.id)}
        loading={q.isLoading}
        error={q.isError ? (t('dividend.failed') as string) : undefined}
        onRetry={() => void q.refetch()}
        emptyMessage={t('dividend.empty')}
        totals={q.data ? { amountMinor: <Amount value={q.data.totalPaidMinor} minor /> } : undefined}
      />
    </section>
  );
}
