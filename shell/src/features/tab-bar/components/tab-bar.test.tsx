import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { whitelabel } from '../../../../test/fixtures';
import { renderWithShell } from '../../../../test/render';
import { seedSiteConfig } from '../../../../test/site-cache';
import { useShellUi } from '../../../stores/shell-ui-store';
import { OverlayHost } from '../../../federation';
import { TabBar } from './tab-bar';

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useShellUi.setState({ modal: null });
  seedSiteConfig({ whitelabel: whitelabel() });
});

const tabBar = () => screen.getByRole('navigation', { name: 'Quick menu' });

describe('TabBar', () => {
  it('has Home, Promotions, Deposit, Withdraw and Member, each one tap', () => {
    renderWithShell(<TabBar />);
    expect(tabBar().textContent).toBe('HomePromotionsDepositWithdrawMember');
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  });

  it.each([
    ['Deposit', '/member/depositv2'],
    ['Withdraw', '/member/withdraw'],
    ['Member', '/member/memberCentre'],
  ])('%s opens %s for a member and marks it current', async (name, path) => {
    useSessionStore.getState().setSession({ token: 't', account: 'player1', isAgent: 0 });
    renderWithShell(
      <>
        <TabBar />
        <OverlayHost />
      </>,
      { route: '/live' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(path));
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
    // Raised over the overlay, so the next tap still reaches it.
    expect(tabBar()).toHaveClass('tab-bar--over-overlay');
  });

  it('asks a visitor to log in instead of opening Deposit', async () => {
    const requested = jest.fn();
    const { on } = await import('@site/shared');
    const off = on('auth:login-requested', requested);
    renderWithShell(
      <>
        <TabBar />
        <OverlayHost />
      </>,
      { route: '/live' },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
    expect(requested).toHaveBeenCalled();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/live');
    off();
  });
});
