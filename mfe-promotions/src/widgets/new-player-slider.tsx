import type { SlotWidget } from '@site/shared';
import { WidgetPlaceholder } from './widget-placeholder';

/** Slot `promotions.new-player-slider` (exposed as `./widgets/new-player-slider`): the promotions team replaces the placeholder. */
const NewPlayerSlider: SlotWidget<'promotions.new-player-slider'> = () => (
  <WidgetPlaceholder slot="new-player-slider" />
);
export default NewPlayerSlider;
