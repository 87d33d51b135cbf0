import type { SlotWidget } from '@site/shared';
import { WidgetPlaceholder } from './widget-placeholder';

/** Slot `promotions.bonus-details` (exposed as `./widgets/bonus-details`): the promotions team replaces the placeholder. */
const BonusDetails: SlotWidget<'promotions.bonus-details'> = () => <WidgetPlaceholder slot="bonus-details" />;
export default BonusDetails;
