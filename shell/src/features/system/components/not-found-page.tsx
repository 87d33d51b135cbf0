import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A real not-found page for unknown paths (never a blank outlet). */
export function NotFoundPage() {
  const { t } = useTranslation('system');
  return (
    <section className="system-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not_found_title')}</h1>
      <p>{t('not_found_body')}</p>
      <Link to="/">{t('common:back_home')}</Link>
    </section>
  );
}
