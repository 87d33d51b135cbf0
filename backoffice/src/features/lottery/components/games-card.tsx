import { useTranslation } from 'react-i18next';
import { DataTable } from '@site/shared';
import type { LotteryAdminGame } from '@site/shared/schemas/operator';
import { dateTime } from '../../../lib/model/format';

/** Every game with its schedule, folded by default: ~50 games would push the issues below the fold. */
export function GamesCard({
  games,
  loading,
  error,
  onRetry,
}: {
  games: readonly LotteryAdminGame[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('bo');
  // No "(0)" while the list loads.
  const title = loading ? t('lottery.games') : t('lottery.gamesTitle', { count: games.length });
  const schedule = (g: LotteryAdminGame) =>
    g.schedule.kind === 'interval'
      ? t('lottery.every', { minutes: g.schedule.cadenceSeconds / 60 })
      : t('lottery.daily', {
          time: g.schedule.drawTime,
          days:
            g.schedule.weekdays.length === 7
              ? t('lottery.everyDay')
              : g.schedule.weekdays.map((d) => t(`lottery.weekdays.${d}`)).join(', '),
        });
  return (
    <details className="bo-card">
      <summary>
        <h2 className="bo-inline-heading">{title}</h2>
      </summary>
      <DataTable<LotteryAdminGame>
        caption={title}
        hideCaption
        rows={games}
        rowKey={(g) => g.gameCode}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyMessage={t('lottery.noGames')}
        columns={[
          { key: 'name', header: t('lottery.game'), render: (g) => `${g.name} (${g.gameCode})` },
          {
            key: 'group',
            header: t('lottery.group'),
            render: (g) => t(`lottery.groups.${g.group}`, { defaultValue: g.group }),
          },
          { key: 'schedule', header: t('lottery.schedule'), render: (g) => `${schedule(g)} · ${g.timeZone}` },
          {
            key: 'lock',
            header: t('lottery.lock'),
            render: (g) => t('lottery.lockSeconds', { count: g.lockSeconds }),
          },
          { key: 'current', header: t('lottery.current'), render: (g) => g.currentIssueNo ?? '—' },
          {
            key: 'next',
            header: t('lottery.nextDraw'),
            render: (g) => dateTime(g.nextDrawAt, i18n.language),
          },
        ]}
      />
    </details>
  );
}
