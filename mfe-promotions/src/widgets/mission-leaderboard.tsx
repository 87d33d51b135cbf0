import type { SlotWidget } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { MissionsPanel } from '../features/missions/components/missions-panel';
import { WidgetProviders } from './widget-providers';

function MissionLeaderboardBox() {
  const { t } = useTranslation('promotions');
  return (
    <section
      className="promotions-widget"
      data-widget="promotions.mission-leaderboard"
      aria-labelledby="promo-missions-title"
    >
      <h2 id="promo-missions-title">{t('widgets.mission-leaderboard')}</h2>
      <MissionsPanel />
    </section>
  );
}

/**
 * Slot `promotions.mission-leaderboard` (exposed as `./widgets/mission-leaderboard`): the member's daily and weekly
 * missions with progress and claims, and the period's leaderboard.
 */
const MissionLeaderboard: SlotWidget<'promotions.mission-leaderboard'> = () => (
  <WidgetProviders>
    <MissionLeaderboardBox />
  </WidgetProviders>
);
export default MissionLeaderboard;
