import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  Button,
  DataTable,
  DateRangePicker,
  Pagination,
  TextField,
  datePresetRange,
  formatDateTime,
} from '@site/shared';
import { SITE_TIME_ZONE } from '../../../lib/site-time-zone';
import { useTeamBets } from '../api/get-team-bets';
import { type BetParams } from '../../../lib/api/agent-keys';

const PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
const PAGE_SIZE = 20;

interface Row {
  id: number;
  memberAccount: string;
  vendor: string;
  gameId: string;
  gameType: string;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  createdAt: string;
}

/** Team betting: bet records of my whole team, filtered by member, game type, vendor and date. */
export function TeamBetting() {
  const { t, i18n } = useTranslation('agent');
  const [filters, setFilters] = useState<BetParams>(() => ({
    ...datePresetRange('last_7_days', SITE_TIME_ZONE),
    page: 1,
  }));
  const [draft, setDraft] = useState({ member: '', gameType: '', vendor: '' });
  const q = useTeamBets(filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...filters, ...draft, page: 1 });
  };
  const columns = [
    {
      key: 'createdAt',
      header: t('bets.time'),
      render: (r: Row) => formatDateTime(r.createdAt, i18n.language),
    },
    { key: 'memberAccount', header: t('bets.member') },
    { key: 'vendor', header: t('bets.vendor') },
    { key: 'gameType', header: t('bets.gameType') },
    {
      key: 'betMinor',
      header: t('bets.bet'),
      align: 'end' as const,
      render: (r: Row) => <Amount value={r.betMinor} minor />,
    },
    {
      key: 'validBetMinor',
      header: t('bets.validBet'),
      align: 'end' as const,
      render: (r: Row) => <Amount value={r.validBetMinor} minor />,
    },
    {
      key: 'winMinor',
      header: t('bets.win'),
      align: 'end' as const,
      render: (r: Row) => <Amount value={r.winMinor} minor />,
    },
  ];
  return (
    <div className="agent-page">
      <DateRangePicker
        legend={t('bets.range')}
        value={{ from: filters.from, to: filters.to }}
        onChange={(r) => setFilters({ ...filters, ...r, page: 1 })}
        presets={PRESETS}
        timeZone={SITE_TIME_ZONE}
      />
      <form className="agent-filters" onSubmit={submit}>
        <TextField
          label={t('bets.member')}
          value={draft.member}
          onChange={(e) => setDraft({ ...draft, member: e.target.value })}
        />
        <TextField
          label={t('bets.gameType')}
          value={draft.gameType}
          onChange={(e) => setDraft({ ...draft, gameType: e.target.value })}
        />
        <TextField
          label={t('bets.vendor')}
          value={draft.vendor}
          onChange={(e) => setDraft({ ...draft, vendor: e.target.value })}
        />
        <Button type="submit">{t('common.search')}</Button>
      </form>
      <DataTable
        caption={t('bets.caption')}
        columns={columns}
        rows={q.data?.items}
        rowKey={(r) => String(r.id)}
        loading={q.isLoading}
        error={q.isError ? (t('bets.failed') as string) : undefined}
        onRetry={() => void q.refetch()}
        emptyMessage={t('bets.empty')}
        totals={
          q.data
            ? {
                betMinor: <Amount value={q.data.totals.betMinor} minor />,
                validBetMinor: <Amount value={q.data.totals.validBetMinor} minor />,
                winMinor: <Amount value={q.data.totals.winMinor} minor />,
              }
            : undefined
        }
      />
      <Pagination
        page={filters.page}
        totalPages={q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1}
        onChange={(page) => setFilters({ ...filters, page })}
      />
    </div>
  );
}
