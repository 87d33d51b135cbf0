import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Tabs, useSessionStore } from '@site/shared';
import type { MissionPeriod } from '@site/shared/schemas';
import { useMissionSummary } from '../api/get-mission-summary';
import { Leaderboard } from './leaderboard';
import { MissionList } from './mission-list';
import './missions.css';

/**
 * Missions and the leaderboard (member centre page missionLeaderboard): daily and weekly tabs, each tab's badge the
 * rewards waiting there; the tab's missions with their progress and claim buttons, then that period's leaderboard.
 */
export function MissionsPanel() {
  const { t } = useTranslation('promotions');
  const token = useSessionStore((s) => s.token);
  const [period, setPeriod] = useState<MissionPeriod>('daily');
  const summary = useMissionSummary({ enabled: Boolean(token) });
  if (!token) return <EmptyState message={t('missions.login')} />;
  const waiting = (p: MissionPeriod) =>
    summary.data?.missions.filter((m) => m.period === p && m.status === 'claimable').length ?? 0;
  return (
    <div className="missions">
      <section className="missions__section" aria-labelledby="missions-list-title">
        <h3 id="missions-list-title">{t('missions.title')}</h3>
        <Tabs
          label={t('missions.tabsLabel')}
          value={period}
          onChange={setPeriod}
          tabs={[
            { id: 'daily', label: t('missions.periods.daily'), badge: waiting('daily') },
            { id: 'weekly', label: t('missions.periods.weekly'), badge: waiting('weekly') },
          ]}
        >
          <MissionList period={period} summary={summary} />
        </Tabs>
      </section>
      <Leaderboard period={period} />
    </div>
  );
}
