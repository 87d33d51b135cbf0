import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteQueryProvider } from '@site/shared';
import { createI18n, SHELL_ENGLISH, SHELL_NAMESPACES } from '@site/shared/i18n';

/** Shows the current path so tests can assert navigation by text. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/** Renders with a fresh English i18n instance and a memory router at `route`. */
export function renderWithShell(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const i18n = createI18n({ namespaces: SHELL_NAMESPACES, english: SHELL_ENGLISH, load: async () => ({}) });
  return render(
    <SiteQueryProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </SiteQueryProvider>,
  );
}
