import { Slot, SLOTS, useNearViewport } from '@site/shared';

/**
 * The promotions remote's winner board, far down home: its widget, its script and its call load when the board comes
 * near view, not with every home view (docs/performance.md "What home loads"). Until then the box keeps the slot's
 * reserved height, as the slot itself does while it loads, so nothing moves.
 */
export function WinnerBoardSlot() {
  const [box, near] = useNearViewport<HTMLDivElement>('400px');
  return (
    <div
      ref={box}
      data-slot="winner-board"
      style={near ? undefined : { minHeight: SLOTS['promotions.winner-board'].reserve }}
    >
      {near ? <Slot name="promotions.winner-board" props={{}} /> : null}
    </div>
  );
}
