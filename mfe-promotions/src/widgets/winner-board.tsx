import type { SlotWidget } from '@site/shared';
import { WidgetPlaceholder } from './widget-placeholder';

/** Slot `promotions.winner-board` (exposed as `./widgets/winner-board`): the promotions team replaces the placeholder. */
const WinnerBoard: SlotWidget<'promotions.winner-board'> = () => <WidgetPlaceholder slot="winner-board" />;
export default WinnerBoard;
