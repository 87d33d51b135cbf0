import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getQueryClient, on, useSessionStore } from '@site/shared';
import { fakeApi, type FakeHandler } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { makeIssue, makeMenu, makeMenuGame } from '../../../test-utils/fixtures';
import LotteryPanel from '../../../widgets/panel';
import { FIRST_PANEL_CARDS } from './lottery-panel';

// The server's clock is an hour behind the device's: a countdown read from the device would show dashes.
const SERVER_NOW = Date.now() - 3_600_000;
const iso = (offsetMs: number) => new Date(SERVER_NOW + offsetMs).toISOString();

const keno = makeMenuGame({
  current: makeIssue({ closeAt: iso(90_000), drawAt: iso(120_000), openAt: iso(-30_000) }),
  last: makeIssue({
    issueNo: '20261123-0000',
    status: 'settled',
    serverSeed: 'b'.repeat(64),
    outcome: { kind: 'pick', numbers: [5, 12, 33, 47, 61, 80, 2, 3] },
    drawAt: iso(-30_000),
  }),
});
const south = makeMenuGame({
  gameCode: 'VNS_HCM',
  name: 'TP.HCM',
  group: 'VN_SOUTH',
  vendor: 'TCG_LOTTO_VN',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  current: makeIssue({
    gameCode: 'VNS_HCM',
    issueNo: '20261124',
    closeAt: iso(2 * 86_400_000 + 3 * 3_600_000 + 60_000),
  }),
});
const north = makeMenuGame({
  gameCode: 'VNN_HN',
  name: 'Miền Bắc',
  group: 'VN_NORTH',
  vendor: 'TCG_LOTTO_VN',
  current: makeIssue({ gameCode: 'VNN_HN', issueNo: '20261123', closeAt: iso(300_000) }),
});

function renderPanel() {
  return render(
    <MemoryRouter>
      <LotteryPanel variant="home" />
    </MemoryRouter>,
  );
}

let routes: Record<string, FakeHandler>;
beforeEach(() => {
  getQueryClient().clear();
  useSessionStore.getState().clearSession();
  routes = {
    [ROUTES.menu]: () => ({ value: makeMenu([south, north, keno], SERVER_NOW) }),
    [ROUTES.myOrders]: () => ({ value: { serverTime: iso(0), orders: [] } }),
  };
  fakeApi(routes);
});

describe('lottery panel', () => {
  it('shows tabs ALL, one per regional group and KENO, and a title linking to /elott', async () => {
    renderPanel();
    await screen.findByRole('tab', { name: 'KENO' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'South',
      'North',
      'KENO',
    ]);
    expect(screen.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/elott');
  });

  it('counts down on the server clock, shows days beyond 24 h and the first 6 winning numbers', async () => {
    renderPanel();
    const card = (await screen.findByText('Keno 1 min')).closest('li')!;
    expect(within(card).getByRole('timer').textContent).toMatch(/^00:01:(29|30)$/);
    const balls = within(card).getByRole('list', { name: 'Winning numbers of issue 20261123-0000' });
    expect(
      within(balls)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['05', '12', '33', '47', '61', '80']);
    expect(within(card).getByRole('link', { name: 'Play Keno 1 min' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=KENO_1M',
    );
    const southCard = screen.getByText('TP.HCM').closest('li')!;
    expect(within(southCard).getByRole('timer').textContent).toBe('2 d 3 h');
    expect(within(southCard).getByRole('link', { name: 'Play TP.HCM' })).toHaveAttribute(
      'href',
      '/vnLottery?gameCode=VNS_HCM',
    );
  });

  it('a tag shows its games and resets the list type; hot resets the tag to ALL', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('tab', { name: 'KENO' }));
    expect(screen.getByText('Keno 1 min')).toBeInTheDocument();
    expect(screen.queryByText('TP.HCM')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('tab', { name: 'North' }));
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('draws the first cards at once and the rest once the player scrolls the strip', async () => {
    const many = Array.from({ length: FIRST_PANEL_CARDS + 4 }, (_, i) =>
      makeMenuGame({
        gameCode: `KENO_${i}`,
        name: `Keno game ${i}`,
        current: makeIssue({ gameCode: `KENO_${i}`, closeAt: iso(60_000 * (i + 1)) }),
      }),
    );
    routes[ROUTES.menu] = () => ({ value: makeMenu(many, SERVER_NOW) });
    renderPanel();
    const strip = await screen.findByRole('list', { name: 'Lottery games' });
    const cards = () => within(strip).getAllByRole('link', { name: /^Play Keno game/ });
    expect(cards()).toHaveLength(FIRST_PANEL_CARDS);
    // The soonest to close first: the first cards are the ones a player wants now.
    expect(cards()[0]).toHaveAccessibleName('Play Keno game 0');
    fireEvent.scroll(strip);
    expect(await within(strip).findByRole('link', { name: 'Play Keno game 9' })).toBeInTheDocument();
    expect(cards()).toHaveLength(FIRST_PANEL_CARDS + 4);
  });

  it('offers the weekday filter only for the southern and central groups, Monday first', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('tab', { name: 'South' }));
    const days = screen.getByRole('group', { name: 'Draw day' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await user.click(screen.getByRole('tab', { name: 'North' }));
    expect(screen.queryByRole('group', { name: 'Draw day' })).not.toBeInTheDocument();
  });

  it('favourites and recent ask a visitor to log in; a member keeps favourites per username', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const off = on('auth:login-requested', (p) => requests.push(p));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(requests).toEqual([{ reason: 'lottery-fav' }]);
    off();
    act(() => useSessionStore.getState().setSession({ token: 't', account: 'demo' }));
    await user.click(screen.getByRole('button', { name: 'Favourite Keno 1 min' }));
    expect(JSON.parse(localStorage.getItem('lottery-fav:demo')!)).toEqual(['KENO_1M']);
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(screen.getByText('Keno 1 min')).toBeInTheDocument();
    expect(screen.queryByText('Miền Bắc')).not.toBeInTheDocument();
  });

  it('shows an error with retry, then the games after a retry', async () => {
    const user = userEvent.setup();
    let failed = false;
    const menu = routes[ROUTES.menu]!;
    routes[ROUTES.menu] = (call) => {
      if (failed) return menu(call);
      failed = true;
      return { status: 503, code: 'UNAVAILABLE' };
    };
    renderPanel();
    expect(await screen.findByText('The lottery games could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Keno 1 min')).toBeInTheDocument();
  });

  it('shows the empty state when no game is offered', async () => {
    routes[ROUTES.menu] = () => ({ value: makeMenu([], SERVER_NOW) });
    renderPanel();
    expect(await screen.findByText('No lottery games here yet.')).toBeInTheDocument();
  });
});
