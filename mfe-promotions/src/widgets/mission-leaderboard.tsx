import type { SlotWidget } from '@site/shared';
import { WidgetPlaceholder } from './widget-placeholder';

/** Slot `promotions.mission-leaderboard` (exposed as `./widgets/mission-leaderboard`): the promotions team replaces the placeholder. */
const MissionLeaderboard: SlotWidget<'promotions.mission-leaderboard'> = () => (
  <WidgetPlaceholder slot="mission-leaderboard" />
);
export default MissionLeaderboard;
