import type { SlotWidget } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { RewardList } from '../features/promotions/components/reward-list';
import { WidgetProviders } from './widget-providers';

function RewardCenterBox() {
  const { t } = useTranslation('promotions');
  return (
    <section
      className="promotions-widget"
      data-widget="promotions.reward-center"
      aria-labelledby="promo-rewards-title"
    >
      <h2 id="promo-rewards-title">{t('widgets.reward-center')}</h2>
      <RewardList />
    </section>
  );
}

/** Slot `promotions.reward-center` (exposed as `./widgets/reward-center`): rewards waiting for the member. */
const RewardCenter: SlotWidget<'promotions.reward-center'> = () => (
  <WidgetProviders>
    <RewardCenterBox />
  </WidgetProviders>
);
export default RewardCenter;
