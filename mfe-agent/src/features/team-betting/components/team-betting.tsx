import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, TextField, formatDateTime } from '@site/shared';
import { ReportPage, amountColumn, useReportFilters } from '../../../lib/components/report-page';
import { useTeamBets } from '../api/get-team-bets';
import { type BetParams } from '../../../lib/api/agent-keys';

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
  const controls = useReportFilters<Omit<BetParams, 'from' | 'to' | 'page'>>({});
  const [draft, setDraft] = useState({ member: '', gameType: '', vendor: '' });
  const q = useTeamBets(controls.filters);
  const columns = [
    {
      key: 'createdAt',
      header: t('bets.time'),
      render: (r: Row) => formatDateTime(r.createdAt, i18n.language),
    },
    { key: 'memberAccount', header: t('bets.member') },
    { key: 'vendor', header: t('bets.vendor') },
    { key: 'gameType', header: t('bets.gameType') },
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
