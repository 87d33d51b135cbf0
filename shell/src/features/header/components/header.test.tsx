import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, formatAmount, useSessionStore } from '@site/shared';
import { memberInfo, whitelabel } from '../../../../test/fixtures';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { OverlayHost } from '../../../federation';
import { Header } from './header';
import { seedSiteConfig, seedMemberInfo } from '../../../../test/site-cache';
import { forgetMemberInfo } from '../../../api/get-member-info';

function logIn(isAgent = 0) {
  useSessionStore.getState().setSession({ token: 't', account: 'player1', nickname: 'Player One', isAgent });
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  forgetMemberInfo();
  useShellUi.setState({ modal: null, balanceHidden: false });
  seedSiteConfig({ whitelabel: whitelabel() });
});

describe('Header for a visitor', () => {
  it('offers login and register, each opening the popup on its tab', async () => {
    renderWithShell(<Header signOut={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(useShellUi.getState().modal).toEqual({ kind: 'auth', tab: 'register' });
  });
});

describe('Logged-in panel', () => {
  it('shows the balance from the bus, hides it as asterisks and refreshes it', async () => {
    const http = mockHttp({
      'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 2500.75, currency: 'USD', wallets: [] }),
    });
    logIn();
    renderWithShell(<Header signOut={null} />);
    act(() => emit('wallet:balance-changed', { sumBalance: 1234567.5, currency: 'USD' }));
    const amount = screen.getByTestId('balance-amount');
    expect(amount).toHaveTextContent(formatAmount(1234567.5, 'en'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toMatch(/^\*+$/);
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount).toHaveTextContent(formatAmount(2500.75, 'en')));
    expect(http.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1);
    http.restore();
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [41, true],
    [42, true],
    [3, false],
  ])('agent type %i sees the agent centre: %s', async (isAgent, visible) => {
    logIn(isAgent);
    renderWithShell(<Header signOut={<button role="menuitem">Sign out</button>} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Player One/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' }) !== null).toBe(visible);
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('offers Deposit and Withdraw first in the avatar menu (the phone header has no room for their buttons)', async () => {
    logIn(0);
    renderWithShell(
      <>
        <Header signOut={null} />
        <OverlayHost />
      </>,
      { route: '/live' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Player One/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Member centre',
    ]);
    await user.click(items[1]!);
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/member/withdraw'));
  });

  it('counts the mission rewards to claim on the avatar and on the missions entry, which opens them', async () => {
    const http = mockHttp({ 'GET /wps/missions/pending': () => ok({ pending: 2 }) });
    logIn(0);
    renderWithShell(
      <>
        <Header signOut={null} />
        <OverlayHost />
      </>,
      { route: '/live' },
    );
    const avatar = await screen.findByRole('button', { name: /Player One.*Rewards to claim: 2/ });
    await userEvent.setup().click(avatar);
    const missions = within(screen.getByRole('menu')).getByRole('menuitem', {
      name: 'Missions Rewards to claim: 2',
    });
    await userEvent.setup().click(missions);
    await waitFor(() =>
      expect(screen.getByLabelText('current path')).toHaveTextContent('/member/missionLeaderboard'),
    );
    http.restore();
  });

  it('asks a trial account for no mission count', () => {
    const http = mockHttp({ 'GET /wps/missions/pending': () => ok({ pending: 2 }) });
    logIn(4);
    renderWithShell(<Header signOut={null} />);
    expect(http.callsTo('GET /wps/missions/pending')).toHaveLength(0);
    http.restore();
  });

  it('blocks a trial account from the member centre with the real-account warning', async () => {
    logIn(4);
    renderWithShell(
      <>
        <Header signOut={null} />
        <OverlayHost />
      </>,
      { route: '/live' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('alertdialog', { name: 'Please register an account first' })).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/live');
  });

  it('opens the member overlay on its deposit page for a real member', async () => {
    logIn(0);
    renderWithShell(
      <>
        <Header signOut={null} />
        <OverlayHost />
      </>,
      { route: '/live' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent('/member/depositv2'));
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });

  it('shows the member label in its custom colours', () => {
    logIn();
    useSessionStore.getState().setSession({
      memberLabel: { labelName: 'Diamond', color: 'rgb(1, 2, 3)', color2: 'rgb(250, 250, 250)' },
    });
    renderWithShell(<Header signOut={null} />);
    const badge = screen.getByRole('button', { name: 'Diamond' });
    expect(badge).toHaveStyle({ background: 'rgb(1, 2, 3)', color: 'rgb(250, 250, 250)' });
  });
});

describe('Customer service button', () => {
  it.each([
    [3, 'https://chat.example/live'],
    [4, 'https://chat.example/live'],
    [5, 'https://chat.example/vip'],
  ])('rank level %i opens %s in a 440×750 popup', async (rankLevel, url) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    logIn();
    seedMemberInfo(memberInfo({ clubLabel: { labelName: 'X', color: '#000', color2: '#fff', rankLevel } }));
    renderWithShell(<Header signOut={null} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: rankLevel > 4 ? 'VIP customer service' : 'Live chat' }));
    expect(open).toHaveBeenCalledWith(
      url,
      expect.any(String),
      expect.stringContaining('width=440,height=750'),
    );
    open.mockRestore();
  });
});
