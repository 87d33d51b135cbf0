import * as React from 'react';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider, trackSingleton } from '@site/shared';
import { i18n } from './app/i18n';
import { ScaffoldRoutes } from './app/scaffold-routes';

trackSingleton('react', React);

/**
 * What the shell mounts (exposed as `./routes`): absolute-path routes under the shell's router.
 * The `data-remote-root` element is how tests and the benchmark see that the remote mounted.
 */
export default function RemoteRoutes() {
  return (
    <SiteQueryProvider>
      <I18nextProvider i18n={i18n}>
        <div data-remote-root="mfe_scaffold">
          <ScaffoldRoutes />
        </div>
      </I18nextProvider>
    </SiteQueryProvider>
  );
}
