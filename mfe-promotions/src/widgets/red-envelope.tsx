import type { SlotWidget } from '@site/shared';

/**
 * Slot `promotions.red-envelope` (exposed as `./widgets/red-envelope`): a floating layer over the
 * shell. It shows nothing until the promotions team builds the red-envelope rain.
 */
const RedEnvelope: SlotWidget<'promotions.red-envelope'> = () => null;
export default RedEnvelope;
