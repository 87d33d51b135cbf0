// The site's own Site Sans, the player site's files (docs/ui-kit.md "Fonts"), served under /bo/. Imported here rather
// than by styles.css: an @import'ed stylesheet skips the build's CSS minifier.
import '@site/shared/fonts.css';
import './styles.css';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SiteQueryProvider } from '@site/shared';
import { AppRoutes } from './app-routes';
import { boI18n, savedBoLanguage, switchBoLanguage } from './i18n';

/** The back office's root: its own i18n instance, the one query client, the router under /bo. */
export function App() {
  useEffect(() => {
    const language = savedBoLanguage();
    if (language !== 'en') void switchBoLanguage(language);
  }, []);
  return (
    <I18nextProvider i18n={boI18n}>
      <SiteQueryProvider>
        <BrowserRouter basename="/bo">
          <AppRoutes />
        </BrowserRouter>
      </SiteQueryProvider>
    </I18nextProvider>
  );
}
