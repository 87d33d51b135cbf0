import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SiteQueryProvider, Toaster } from '@site/shared';
import { AppRoutes } from './app-routes';
import { SystemGate } from './system-gate';
import './styles/index.css';
import { shellI18n } from './shell-i18n';
import { useSiteBootstrap } from './use-site-bootstrap';

/** The shell: i18n, router, start-up calls, the maintenance/blocked gate, then the routes. */
export function App() {
  useSiteBootstrap();
  return (
    <SiteQueryProvider>
      <I18nextProvider i18n={shellI18n}>
        <BrowserRouter>
          <SystemGate>
            <AppRoutes />
          </SystemGate>
        </BrowserRouter>
        <Toaster />
      </I18nextProvider>
    </SiteQueryProvider>
  );
}
