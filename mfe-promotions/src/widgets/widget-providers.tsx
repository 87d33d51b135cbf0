import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../app/i18n';

/** A widget renders inside another app's page: it brings this remote's i18n and the page's one query cache. */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <SiteQueryProvider>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </SiteQueryProvider>
  );
}
