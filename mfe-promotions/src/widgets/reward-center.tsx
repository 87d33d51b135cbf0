import type { SlotWidget } from '@site/shared';
import { WidgetPlaceholder } from './widget-placeholder';

/** Slot `promotions.reward-center` (exposed as `./widgets/reward-center`): the promotions team replaces the placeholder. */
const RewardCenter: SlotWidget<'promotions.reward-center'> = () => <WidgetPlaceholder slot="reward-center" />;
export default RewardCenter;
