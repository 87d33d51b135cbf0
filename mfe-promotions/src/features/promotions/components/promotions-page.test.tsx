import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useSessionStore } from '@site/shared';
import { failBody, mockApi, resetApi } from '../../../test-utils/mock-api';
import { makePromotion } from '../../../test-utils/fixtures';
import { renderRemote } from '../../../test-utils/render-remote';

const CATEGORIES = [
  { code: 'new_player', name: 'New players' },
  { code: 'daily', name: 'Daily' },
];
const LIST = [
  makePromotion({ id: 1, code: 'WELCOME', title: 'Welcome bonus', state: 'claim' }),
  makePromotion({ id: 2, code: 'SIGNIN', kind: 'daily_signin', title: 'Daily sign-in', state: 'signed' }),
  makePromotion({
    id: 3,
    code: 'VIP',
    kind: 'fixed_bonus',
    title: 'VIP gift',
    state: 'join',
    ineligibleReason: 'vip_level',
  }),
  makePromotion({ id: 4, code: 'CB', kind: 'cashback', title: 'Cash back', state: 'join' }),
];
const grant = {
  grantId: 9,
  promotionId: 1,
  promotionTitle: 'Welcome bonus',
  bonus: 200,
  deposit: 200,
  required: 2000,
  progress: 0,
  status: 'active',
  grantedAt: '2026-11-23T00:00:00.000Z',
  expiresAt: '2026-11-30T00:00:00.000Z',
  forfeited: 0,
};

beforeEach(() => {
  resetApi();
  useSessionStore.getState().clearSession();
});

describe('/promotions', () => {
  it('shows category tabs and cards with their state; a tab asks for its category', async () => {
    const calls = mockApi({
      'GET /wps/promotions/categories': () => CATEGORIES,
      'GET /wps/promotions': (c) =>
        (c.params as { category?: string }).category === 'daily' ? [LIST[1]] : LIST,
    });
    const user = userEvent.setup();
    renderRemote('/promotions');
    const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' });
    await within(tabs).findByRole('tab', { name: 'Daily' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'New players', 'Daily']);
    expect(await screen.findByRole('link', { name: 'Details of Welcome bonus' })).toHaveAttribute(
      'href',
      '/promoDetail?id=1',
    );
    expect(screen.getByText('Your VIP level is too low for this promotion.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Join' })[0]).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
    await user.click(within(tabs).getByRole('tab', { name: 'Daily' }));
    await waitFor(() => expect(screen.queryByText('Welcome bonus')).not.toBeInTheDocument());
    expect(calls.some((c) => (c.params as { category?: string } | undefined)?.category === 'daily')).toBe(
      true,
    );
  });

  it('asks a visitor to log in instead of claiming', async () => {
    mockApi({
      'GET /wps/promotions/categories': () => CATEGORIES,
      'GET /wps/promotions': () => [makePromotion({ state: 'join', kind: 'daily_signin', title: 'Sign in' })],
    });
    const requested = jest.fn();
    const off = on('auth:login-requested', requested);
    renderRemote('/promotions');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in to join' }));
    expect(requested).toHaveBeenCalled();
    off();
  });

  it('claims for a member, shows the credited bonus, and explains a refusal by its code', async () => {
    useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
    let claims = 0;
    const calls = mockApi({
      'GET /wps/promotions/categories': () => CATEGORIES,
      'GET /wps/promotions': () => LIST,
      'POST /wps/promotions/1/claim': () => {
        claims += 1;
        return claims === 1 ? { state: 'process', grant } : failBody('PROMOTION_ALREADY_CLAIMED');
      },
      'GET /wps/v2/wallets/balance': () => ({ sumBalance: 700, currency: 'PHP' }),
    });
    const user = userEvent.setup();
    renderRemote('/promotions');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Bonus of 200.00 credited.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You have already claimed this bonus.')).toBeInTheDocument();
  });

  it('shows the error state with a retry when the list fails', async () => {
    mockApi({
      'GET /wps/promotions/categories': () => CATEGORIES,
      'GET /wps/promotions': () => failBody('INTERNAL', 500),
    });
    renderRemote('/promotions');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
