import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider, type SlotWidget } from '@site/shared';
import { i18n } from '../app/i18n';
import { LotteryPanel as Panel } from '../features/lottery-panel/components/lottery-panel';

/** Slot `lottery.panel` (exposed as `./widgets/panel`), rendered by the lobby's home within its reserved height. */
const LotteryPanel: SlotWidget<'lottery.panel'> = (props) => (
  <SiteQueryProvider>
    <I18nextProvider i18n={i18n}>
      <Panel {...props} />
    </I18nextProvider>
  </SiteQueryProvider>
);
export default LotteryPanel;
