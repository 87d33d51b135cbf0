import { useTranslation } from 'react-i18next';

/** The new remote's first page: replace it with the first real feature. */
export function WelcomePage() {
  const { t } = useTranslation('scaffold');
  return (
    <main data-testid="scaffold-welcome">
      <h1>{t('welcome.title')}</h1>
    </main>
  );
}
