import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HelpContent } from './help-content';

/** /helpmc: standalone help page (title, help component, scrolled to top). */
export function HelpPage() {
  const { t } = useTranslation('help');
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <main id="main" className="help-page">
      <h1>{t('title')}</h1>
      <HelpContent />
      <Link to="/">{t('common:back_home')}</Link>
    </main>
  );
}
