import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from './customer-service-link';

/** docs/site-rules.md "Screens", "Flows" status 2: access restricted by IP or region; shows what the server saw. */
export function BlockedPage({ ip, country }: { ip: string; country: string }) {
  const { t } = useTranslation('system');
  return (
    <main className="system-page" aria-labelledby="blocked-title">
      <h1 id="blocked-title">{t('blocked_title')}</h1>
      <p>{t('blocked_body')}</p>
      <dl className="system-page__facts">
        <dt>{t('your_ip')}</dt>
        <dd>{ip}</dd>
        <dt>{t('your_country')}</dt>
        <dd>{country}</dd>
      </dl>
      <CustomerServiceLink />
    </main>
  );
}
