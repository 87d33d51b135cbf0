import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  Button,
  DataTable,
  DateRangePicker,
  Pagination,
  Select,
  TextField,
  datePresetRange,
  formatDateTime,
  useVendors,
} from '@site/shared';
import { GAME_TYPES } from '@site/shared/schemas';
import { SITE_TIME_ZONE, useTeamBets, type BetParams } from '../api/agent-api';

const PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
const PAGE_SIZE = 20;

interface Row {
  id: number;
  memberAccount: string;
  vendor: string;
  vendorName?: string | null;
  gameId: string;
  gameName?: string | null;
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
  const vendors = useVendors();
  // Names, never codes: a game type in the player's language, a vendor by the catalogue's display name.
  const typeName = (type: string) => t(`gameTypes.${type}`, { defaultValue: type });
  const vendorOptions = (vendors.data ?? [])
    .filter((g) => !draft.gameType || g.gameType === draft.gameType)
    .flatMap((g) => g.vendors.map((v) => ({ value: v.vassalage, label: v.displayName })))
    .filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
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
    { key: 'game', header: t('bets.game'), render: (r: Row) => r.gameName ?? typeName(r.gameType) },
    { key: 'vendor', header: t('bets.vendor'), render: (r: Row) => r.vendorName ?? r.vendor },
    { key: 'gameType', header: t('bets.gameType'), render: (r: Row) => typeName(r.gameType) },
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
        <Select
          label={t('bets.gameType')}
          placeholder={t('bets.all')}
          options={GAME_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
          value={draft.gameType}
          onChange={(e) => setDraft({ ...draft, gameType: e.target.value, vendor: '' })}
        />
        <Select
          label={t('bets.vendor')}
          placeholder={t('bets.all')}
          options={vendorOptions}
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
