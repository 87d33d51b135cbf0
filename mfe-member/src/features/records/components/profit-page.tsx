import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, DataTable, formatDate } from '@site/shared';
import type { ProfitLine } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { personalProfitQuery } from '../api/get-personal-profit';
import { type RecordsPreset } from '../../../lib/api/member-keys';
import { gameTypeKey, mergeByCategory } from '../model/game-types';
import { PresetTabs } from './preset-tabs';

/** Profit shown with its sign and a colour that does not carry the meaning alone. */
function Profit({ value }: { value: number }) {
  return (
    <span style={{ color: value < 0 ? 'var(--danger)' : value > 0 ? 'var(--success)' : undefined }}>
      {value > 0 ? '+' : ''}
      <Amount value={value} />
    </span>
  );
}

/** personalProfit: settled rounds by day and game type over a preset, a summary per game type, and totals. */
export function ProfitPage() {
  const { t, i18n } = useTranslation('member');
  const [preset, setPreset] = useState<RecordsPreset>('last7');
  const query = useQuery({ ...personalProfitQuery(preset), placeholderData: keepPreviousData });
  const data = query.data;
  const typeLabel = (code: string) => t(`profit.types.${gameTypeKey(code)}`);
  const amountColumns = [
    { key: 'rounds', header: t('profit.rounds'), align: 'end' as const, render: (r: ProfitLine) => r.rounds },
    {
      key: 'bet',
      header: t('records.bet'),
      align: 'end' as const,
      render: (r: ProfitLine) => <Amount value={r.bet} />,
    },
    {
      key: 'win',
      header: t('records.win'),
      align: 'end' as const,
      render: (r: ProfitLine) => <Amount value={r.win} />,
    },
    {
      key: 'profit',
      header: t('profit.profit'),
      align: 'end' as const,
      render: (r: ProfitLine) => <Profit value={r.profit} />,
    },
  ];
  const totals = data
    ? {
        rounds: data.totals.rounds,
        bet: <Amount value={data.totals.bet} />,
        win: <Amount value={data.totals.win} />,
        profit: <Profit value={data.totals.profit} />,
      }
    : undefined;
  return (
    <div className="member-records">
      <PresetTabs value={preset} onChange={setPreset} />
      <DataTable<ProfitLine>
        caption={t('profit.byGameType')}
        columns={[
          { key: 'gameType', header: t('profit.gameType'), render: (r) => typeLabel(r.gameType) },
          ...amountColumns,
        ]}
        rows={data ? mergeByCategory(data.byGameType) : undefined}
        rowKey={(r) => r.gameType}
        loading={query.isPending}
        error={query.isError ? errorMessage(t, query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={t('records.empty')}
        totals={totals ? { gameType: t('records.totals'), ...totals } : undefined}
      />
      <DataTable<ProfitLine>
        caption={t('profit.byDay')}
        columns={[
          {
            key: 'date',
            header: t('records.date'),
            // Noon UTC: the same calendar day in every time zone the browser may be in.
            render: (r) => formatDate(`${r.date ?? ''}T12:00:00Z`, i18n.language),
          },
          { key: 'gameType', header: t('profit.gameType'), render: (r) => typeLabel(r.gameType) },
          ...amountColumns,
        ]}
        rows={data ? mergeByCategory(data.days) : undefined}
        rowKey={(r) => `${r.date}-${r.gameType}`}
        loading={query.isPending}
        error={query.isError ? errorMessage(t, query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={t('records.empty')}
      />
    </div>
  );
}
