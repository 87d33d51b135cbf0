import type { SlotWidget } from '@site/shared';
import { RedEnvelopeButton } from '../features/raffle/components/red-envelope-button';
import { WidgetProviders } from './widget-providers';

/**
 * Slot `promotions.red-envelope` (exposed as `./widgets/red-envelope`): a floating layer over the shell. For a
 * signed-in real member with unopened raffle tickets, a red envelope button opening the raffle dialog; otherwise
 * nothing.
 */
const RedEnvelope: SlotWidget<'promotions.red-envelope'> = () => (
  <WidgetProviders>
    <RedEnvelopeButton />
  </WidgetProviders>
);
export default RedEnvelope;
