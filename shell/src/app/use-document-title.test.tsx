import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router-dom';
import { createI18n, setLanguage, SHELL_ENGLISH, SHELL_NAMESPACES } from '@site/shared/i18n';
import { HOME_ALIASES } from './layout-rules';
import { ROUTE_TABLE } from './route-table';
import { pageTitleKey, useDocumentTitle } from './use-document-title';

// Just enough German for the language test; every other key falls back to English.
const GERMAN: Record<string, Record<string, string>> = {
  nav: { cat_rng: 'Spielautomaten', document_title: '{{page}} · {{site}}' },
};

function Probe() {
  useDocumentTitle();
  return (
    <nav>
      <Link to="/">home</Link>
      <Link to="/rng">slots</Link>
      <Link to="/member/referral">invite</Link>
    </nav>
  );
}

function renderAt(route: string) {
  const i18n = createI18n({
    namespaces: SHELL_NAMESPACES,
    english: SHELL_ENGLISH,
    load: async (language, ns) => (language === 'de' ? (GERMAN[ns] ?? {}) : {}),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Probe />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return i18n;
}

const english = (key: string) => {
  const [ns = '', name = ''] = key.split(':');
  return (SHELL_ENGLISH as Record<string, Record<string, unknown>>)[ns]?.[name];
};

beforeEach(() => {
  // The HTML's static title: a hook that never writes leaves it, and the assertions below fail.
  document.title = 'Loading…';
});

describe('useDocumentTitle', () => {
  it('names the page, then follows every route change', async () => {
    renderAt('/');
    await waitFor(() => expect(document.title).toBe('Royal Gaming'));
    await userEvent.click(screen.getByRole('link', { name: 'slots' }));
    await waitFor(() => expect(document.title).toBe('Slots · Royal Gaming'));
    // An overlay URL: the tab names the centre, not the page underneath.
    await userEvent.click(screen.getByRole('link', { name: 'invite' }));
    await waitFor(() => expect(document.title).toBe('Member centre · Royal Gaming'));
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    await waitFor(() => expect(document.title).toBe('Royal Gaming'));
  });

  it.each([
    ['/login', 'Log in · Royal Gaming'],
    ['/register.html', 'Register · Royal Gaming'],
    ['/down', 'App download · Royal Gaming'],
    ['/lottery/verify', 'Lottery · Royal Gaming'],
    ['/pointMall', 'Points mall · Royal Gaming'],
    ['/no-such-page', 'Page not found · Royal Gaming'],
    ['/login/extra', 'Page not found · Royal Gaming'],
    ['/home', 'Royal Gaming'],
  ])('%s → %s', async (route, title) => {
    renderAt(route);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows a language change', async () => {
    const i18n = renderAt('/rng');
    await waitFor(() => expect(document.title).toBe('Slots · Royal Gaming'));
    await act(() => setLanguage(i18n, 'de'));
    await waitFor(() => expect(document.title).toBe('Spielautomaten · Royal Gaming'));
  });

  // A prefix added to the route table without a page name would leave its tab on the bare site name.
  it('has an English page name for every prefix of the route table except the home aliases', () => {
    const homes: readonly string[] = HOME_ALIASES;
    for (const { prefix } of ROUTE_TABLE.filter(({ prefix }) => !homes.includes(prefix))) {
      const key = pageTitleKey(prefix);
      expect([prefix, key && english(key)]).toEqual([prefix, expect.any(String)]);
    }
  });
});
