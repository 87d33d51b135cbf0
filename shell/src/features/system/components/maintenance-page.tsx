import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@site/shared';
import { CustomerServiceLink } from './customer-service-link';

/** docs/site-rules.md "Screens", "Flows" status 1: the whole site is replaced by this page; shows the end time when the operator set one. */
export function MaintenancePage({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation('system');
  const end = until ? new Date(until) : null;
  const endText =
    end && !Number.isNaN(end.getTime())
      ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(end)
      : null;
  return (
    <main className="system-page" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance_title')}</h1>
      <p>{t('maintenance_body')}</p>
      {endText ? <p>{t('maintenance_until', { time: endText })}</p> : null}
      <CustomerServiceLink />
    </main>
  );
}
