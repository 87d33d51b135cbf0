import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../app/i18n';

function Placeholder({ slot }: { slot: string }) {
  const { t } = useTranslation('promotions');
  return (
    <section
      className="promotions-widget"
      data-widget={`promotions.${slot}`}
      aria-label={t(`widgets.${slot}`)}
    >
      <h2>{t(`widgets.${slot}`)}</h2>
      <p>{t('comingSoon')}</p>
    </section>
  );
}

/** A widget's box until its feature is built: title + "coming soon", in this remote's i18n. */
export function WidgetPlaceholder({ slot }: { slot: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Placeholder slot={slot} />
    </I18nextProvider>
  );
}
