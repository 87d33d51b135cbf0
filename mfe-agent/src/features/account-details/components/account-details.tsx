import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Amount, formatDateTime } from '@site/shared';
import { ReportPage, amountColumn, useReportFilters } from '../../../lib/components/report-page';
import { useAccountDetails } from '../api/get-account-details';
import { periodLabel } from '../../../lib/period-label';

interface Row {
  id: number;
  kind: string;
  amountMinor: number;
  balanceAfterMinor: number;
  createdAt: string;
  note: string | null;
  period?: string | null;
}

/**
 * What a movement was, in words: the other party ("To player1" for a transfer; the upline or downline of a salary or
 * dividend) and the settlement period by its dates — never a contract id or a period key.
 */
function describe(r: Row, t: TFunction<'agent'>, language: string): string {
  const party =
    r.note && r.kind === 'agent-transfer'
      ? t(r.amountMinor < 0 ? 'details.to' : 'details.from', { account: r.note })
      : r.note;
  return [party, r.period ? periodLabel(r.period, language) : null].filter(Boolean).join(' · ');
}

/** Account details: my ledger movements (transfers, salaries, bets...) with the balance after each. */
export function AccountDetails() {
  const { t, i18n } = useTranslation('agent');
  const controls = useReportFilters({});
  const q = useAccountDetails(controls.filters);
  const columns = [
    {
      key: 'createdAt',
      header: t('details.time'),
      render: (r: Row) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      key: 'kind',
      header: t('details.kind'),
      render: (r: Row) => t(`movementKinds.${r.kind}`, { defaultValue: r.kind }),
    },
    { key: 'note', header: t('details.note'), render: (r: Row) => describe(r, t, i18n.language) },
    amountColumn<Row>('amountMinor', t('details.amount'), true),
    amountColumn<Row>('balanceAfterMinor', t('details.balance')),
  ];
  return (
    <ReportPage
      controls={controls}
      rangeLegend={t('details.range')}
      total={q.data?.total}
      caption={t('details.caption')}
      columns={columns}
      rows={q.data?.items}
      rowKey={(r) => String(r.id)}
      loading={q.isLoading}
      error={q.isError}
      onRetry={() => void q.refetch()}
      emptyMessage={t('details.empty')}
      totals={q.data ? { amountMinor: <Amount value={q.data.totalMinor} minor signed /> } : undefined}
    />
  );
}
