import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, formatDateTime } from '@site/shared';
import type { MissionPeriod, MissionSummary } from '@site/shared/schemas';
import { MissionItem } from './mission-item';

/** The period's missions, or the loading, error and empty states of the summary. */
export function MissionList({
  period,
  summary,
}: {
  period: MissionPeriod;
  summary: { data?: MissionSummary; isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t, i18n } = useTranslation('promotions');
  if (summary.isPending) return <Skeleton height={160} />;
  if (summary.isError || !summary.data) return <ErrorState onRetry={() => void summary.refetch()} />;
  const missions = summary.data.missions.filter((m) => m.period === period);
  const resets = formatDateTime(summary.data.periods[period].end, i18n.language);
  return (
    <>
      {missions.length === 0 ? (
        <EmptyState message={t('missions.empty')} />
      ) : (
        <ul className="missions__list">
          {missions.map((m) => (
            <MissionItem key={m.id} mission={m} />
          ))}
        </ul>
      )}
      <p className="missions__note">{t('missions.resets', { date: resets })}</p>
    </>
  );
}
