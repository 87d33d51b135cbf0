import { I18nextProvider, useTranslation } from 'react-i18next';
import type { SlotProps, SlotWidget } from '@site/shared';
import { i18n } from '../app/i18n';

function Panel({ variant }: SlotProps<'lottery.panel'>) {
  const { t } = useTranslation('lottery');
  return (
    <section
      className="lottery-panel"
      data-widget="lottery.panel"
      data-variant={variant}
      aria-label={t('panel.title')}
    >
      <h2>{t('panel.title')}</h2>
      <p>{t('panel.body')}</p>
    </section>
  );
}

/** Slot `lottery.panel` (exposed as `./widgets/panel`): the lottery team replaces Panel's content. */
const LotteryPanel: SlotWidget<'lottery.panel'> = (props) => (
  <I18nextProvider i18n={i18n}>
    <Panel {...props} />
  </I18nextProvider>
);
export default LotteryPanel;
