import { useTranslation } from 'react-i18next';
import { Amount, DataTable } from '@site/shared';
import type { LeaderboardEntry, MissionPeriod } from '@site/shared/schemas';
import { useLeaderboard } from '../api/get-leaderboard';

/** The period's leaderboard by valid bets (masked accounts, shared ranks on ties) and the member's own rank. */
export function Leaderboard({ period }: { period: MissionPeriod }) {
  const { t } = useTranslation('promotions');
  const board = useLeaderboard(period);
  const me = board.data?.me;
  return (
    <section className="missions__board" aria-labelledby="missions-board-title">
      <h3 id="missions-board-title">{t('missions.leaderboard.title')}</h3>
      <DataTable<LeaderboardEntry>
        caption={t('missions.leaderboard.caption')}
        hideCaption
        columns={[
          { key: 'rank', header: t('missions.leaderboard.rank'), align: 'end' },
          { key: 'account', header: t('missions.leaderboard.player') },
          {
            key: 'validBet',
            header: t('missions.leaderboard.validBet'),
            align: 'end',
            render: (r) => <Amount value={r.validBet} />,
          },
        ]}
        rows={board.data?.entries}
        rowKey={(r, i) => `${r.rank}-${r.account}-${i}`}
        loading={board.isPending}
        error={board.isError}
        onRetry={() => void board.refetch()}
        emptyMessage={t('missions.leaderboard.empty')}
        skeletonRows={3}
      />
      {board.data && (
        <p className="missions__me">
          {me ? t('missions.leaderboard.me', { rank: me.rank }) : t('missions.leaderboard.meNone')}
        </p>
      )}
    </section>
  );
}
