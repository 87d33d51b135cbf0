import { useTranslation } from 'react-i18next';

/**
 * Placeholder for a route whose feature is not built yet, so no route is ever blank. Reads
 * `<titleKey>` and `comingSoon` from the calling remote's own i18n instance (default namespace).
 */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon">
      <h1>{t(titleKey)}</h1>
      <p>{t('comingSoon')}</p>
    </section>
  );
}
