import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SiteQueryProvider, Toaster } from '@site/shared';
import { AppRoutes } from './app-routes';
import { SystemGate } from './system-gate';
import './styles/index.css';
import { shellI18n } from './shell-i18n';
import { useDocumentTitle } from './use-document-title';
import { useSiteBootstrap } from './use-site-bootstrap';

/** Renders nothing; outside the system gate so the tab is named while the maintenance page is up too. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/** The shell: i18n, router, start-up calls, the maintenance/blocked gate, then the routes. */
export function App() {
  useSiteBootstrap();
  return (
    <SiteQueryProvider>
      <I18nextProvider i18n={shellI18n}>
        <BrowserRouter>
          <DocumentTitle />
          <SystemGate>
            <AppRoutes />
          </SystemGate>
        </BrowserRouter>
        <Toaster />
      </I18nextProvider>
    </SiteQueryProvider>
  );
}
