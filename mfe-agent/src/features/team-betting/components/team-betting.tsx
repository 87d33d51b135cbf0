import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, Select, TextField, formatDateTime, useVendors } from '@site/shared';
import { GAME_TYPES } from '@site/shared/schemas';
import { ReportPage, amountColumn, useReportFilters } from '../../../lib/components/report-page';
import { useTeamBets } from '../api/get-team-bets';
import { type BetParams } from '../../../lib/api/agent-keys';

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
  const controls = useReportFilters<Omit<BetParams, 'from' | 'to' | 'page'>>({});
  const [draft, setDraft] = useState({ member: '', gameType: '', vendor: '' });
  const q = useTeamBets(controls.filters);
  const vendors = useVendors();
  // Names, never codes: a game type in the player's language, a vendor by the catalogue's display name.
  const typeName = (type: string) => t(`gameTypes.${type}`, { defaultValue: type });
  const vendorOptions = (vendors.data ?? [])
    .filter((g) => !draft.gameType || g.gameType === draft.gameType)
    .flatMap((g) => g.vendors.map((v) => ({ value: v.vassalage, label: v.displayName })))
    .filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
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
    amountColumn<Row>('betMinor', t('bets.bet')),
    amountColumn<Row>('validBetMinor', t('bets.validBet')),
    amountColumn<Row>('winMinor', t('bets.win')),
  ];
  return (
    <ReportPage
      controls={controls}
      rangeLegend={t('bets.range')}
      search={{
        onSubmit: () => controls.refine(draft),
        fields: (
          <>
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
          </>
        ),
      }}
      total={q.data?.total}
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
  );
}
