import type { SlotWidget } from '@site/shared';
import { WinnerBoard as Board } from '../features/winners/components/winner-board';
import { WidgetProviders } from './widget-providers';

/** Five rows fit the slot's reserved 200 px without scrolling. */
export const WINNER_BOARD_DEFAULT_LIMIT = 5;

/**
 * Slot `promotions.winner-board` (exposed as `./widgets/winner-board`): the biggest recent wins of real settled
 * rounds, public (a visitor sees it too).
 */
const WinnerBoard: SlotWidget<'promotions.winner-board'> = ({ limit }) => (
  <WidgetProviders>
    <div className="promotions-widget" data-widget="promotions.winner-board">
      <Board limit={limit ?? WINNER_BOARD_DEFAULT_LIMIT} />
    </div>
  </WidgetProviders>
);
export default WinnerBoard;
