import type { SlotWidget } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { BonusList } from '../features/bonuses/components/bonus-list';
import { WidgetProviders } from './widget-providers';

function BonusDetailsBox() {
  const { t } = useTranslation('promotions');
  return (
    <section
      className="promotions-widget"
      data-widget="promotions.bonus-details"
      aria-labelledby="promo-bonus-title"
    >
      <h2 id="promo-bonus-title">{t('bonus.title')}</h2>
      <BonusList />
    </section>
  );
}

/** Slot `promotions.bonus-details` (exposed as `./widgets/bonus-details`): the member's bonuses and their wagering. */
const BonusDetails: SlotWidget<'promotions.bonus-details'> = () => (
  <WidgetProviders>
    <BonusDetailsBox />
  </WidgetProviders>
);
export default BonusDetails;
