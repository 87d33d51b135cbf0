import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@site/shared';
import { whitelabel } from '../../../../test/fixtures';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { LeftBar } from './left-bar';
import { seedSiteConfig } from '../../../../test/site-cache';

const vendors = [
  {
    gameType: 'RNG',
    vendors: [
      {
        vassalage: 'PG',
        accountTypeName: 'PG',
        displayName: 'PG Soft',
        maintenance: false,
        isGame: '',
        gameClassify: [],
      },
    ],
  },
  { gameType: 'LIVE', vendors: [] },
];

function api() {
  return mockHttp({ 'GET /wps/games/vendors': () => ok(vendors) });
}

beforeEach(() => {
  localStorage.clear();
  useShellUi.setState({ sidebarMini: false });
  seedSiteConfig({
    whitelabel: whitelabel(
      { referral: false },
      {
        resources: [
          { key: 'android', url: '/down#android', qrCodeUrl: '/down#android', labelNameEn: 'Android' },
        ],
      },
    ),
  });
});

describe('LeftBar', () => {
  it('lists home, hot, favourites, the vendor categories with All and providers, then promotions', async () => {
    const h = api();
    renderWithShell(<LeftBar />);
    // The items are drawn once the operator's flags and the vendors have answered (no shifting as they arrive).
    const games = await screen.findByRole('navigation', { name: 'Games' });
    await within(games).findByRole('link', { name: 'Slots' });
    const names = within(games)
      .getAllByRole('link')
      .filter((l) => !l.closest('[hidden]'))
      .map((l) => l.textContent);
    expect(names).toEqual(['Home', 'Hot', 'Favourites', 'Slots', 'Live casino', 'Promotions']);
    // Every entry has a drawn icon, hidden from assistive tech (the label names the link).
    for (const link of within(games)
      .getAllByRole('link')
      .filter((l) => !l.closest('[hidden]'))) {
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    const user = userEvent.setup();
    await user.hover(within(games).getByRole('link', { name: 'Slots' }));
    expect(within(games).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/rng');
    expect(within(games).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?vassalage=PG');
    h.restore();
  });

  it('draws its items only once the vendors have answered, so nothing moves as they arrive', async () => {
    let answer: () => void = () => undefined;
    const h = mockHttp({
      'GET /wps/games/vendors': () => new Promise((resolve) => (answer = () => resolve(ok(vendors)))),
    });
    renderWithShell(<LeftBar />);
    await waitFor(() => expect(h.calls.length).toBeGreaterThan(0));
    expect(screen.getByRole('complementary', { name: 'Side menu' })).toBeEmptyDOMElement();
    answer();
    const games = await screen.findByRole('navigation', { name: 'Games' });
    expect(within(games).getByRole('link', { name: 'Slots' })).toBeInTheDocument();
    h.restore();
  });

  it('shows invite friends only when referral is on', async () => {
    const h = api();
    const { unmount } = renderWithShell(<LeftBar />);
    await screen.findByRole('link', { name: 'Home' });
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    unmount();
    seedSiteConfig({ whitelabel: whitelabel({ referral: true }) });
    renderWithShell(<LeftBar />);
    expect(await screen.findByRole('link', { name: 'Invite friends' })).toBeInTheDocument();
    await waitFor(() => expect(h.calls.length).toBeGreaterThan(0));
    h.restore();
  });

  it('draws app QR codes and hides them in mini mode, where links keep their names', async () => {
    const h = api();
    const { unmount } = renderWithShell(<LeftBar />);
    expect(await screen.findByTitle('QR code for Android')).toBeInTheDocument();
    unmount();
    renderWithShell(<LeftBar forcedMini />);
    expect(screen.getByRole('complementary')).toHaveClass('left-bar--mini');
    expect(screen.queryByTitle('QR code for Android')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await waitFor(() => expect(h.calls.length).toBeGreaterThan(0));
    h.restore();
  });

  it('on a phone renders the drawer only while it is open (hidden there, it cost a fifth of the first render)', async () => {
    const h = api();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        matches: query === '(max-width: 768px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      useShellUi.setState({ drawerOpen: false });
      renderWithShell(<LeftBar />);
      expect(screen.getByRole('complementary', { name: 'Side menu' })).toBeEmptyDOMElement();
      act(() => useShellUi.setState({ drawerOpen: true }));
      expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
      useShellUi.setState({ drawerOpen: false });
      h.restore();
    }
  });

  it('picks a language: saved and announced on the bus', async () => {
    const h = api();
    const seen: string[] = [];
    const off = on('i18n:language-changed', ({ language }) => seen.push(language));
    renderWithShell(<LeftBar />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(seen.at(-1)).toBe('ar');
    off();
    h.restore();
  });
});
