import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Amount,
  DataTable,
  DateRangePicker,
  Pagination,
  datePresetRange,
  formatDateTime,
} from '@site/shared';
import { SITE_TIME_ZONE, useAccountDetails } from '../api/agent-api';
import { periodLabel } from '../../lib/period-label';

const PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
const PAGE_SIZE = 20;

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
  const [range, setRange] = useState(() => datePresetRange('last_7_days', SITE_TIME_ZONE));
  const [page, setPage] = useState(1);
  const q = useAccountDetails({ ...range, page });
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
    {
      key: 'amountMinor',
      header: t('details.amount'),
      align: 'end' as const,
      render: (r: Row) => <Amount value={r.amountMinor} minor signed />,
    },
    {
      key: 'balanceAfterMinor',
      header: t('details.balance'),
      align: 'end' as const,
      render: (r: Row) => <Amount value={r.balanceAfterMinor} minor />,
    },
  ];
  return (
    <div className="agent-page">
      <DateRangePicker
        legend={t('details.range')}
        value={range}
        onChange={(r) => {
          setRange(r);
          setPage(1);
        }}
        presets={PRESETS}
        timeZone={SITE_TIME_ZONE}
      />
      <DataTable
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
      <Pagination
        page={page}
        totalPages={q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1}
        onChange={setPage}
      />
    </div>
  );
}
