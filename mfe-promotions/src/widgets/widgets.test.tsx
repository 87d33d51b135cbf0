import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@site/shared';
import { mockApi, resetApi } from '../test-utils/mock-api';
import { makePromotion } from '../test-utils/fixtures';
import BonusDetails from './bonus-details';
import NewPlayerSlider from './new-player-slider';
import RewardCenter from './reward-center';

beforeEach(() => {
  resetApi();
  useSessionStore.getState().clearSession();
});

const bonus = (patch = {}) => ({
  grantId: 1,
  promotionId: 1,
  promotionTitle: 'VIP gift',
  bonus: 88,
  deposit: 0,
  required: 264,
  progress: 120,
  status: 'active',
  grantedAt: '2026-11-23T00:00:00.000Z',
  expiresAt: '2026-11-30T00:00:00.000Z',
  forfeited: 0,
  ...patch,
});

describe('bonus details widget', () => {
  it('shows each bonus with its wagering progress', async () => {
    useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
    mockApi({
      'GET /wps/promotions/bonuses': () => [
        bonus(),
        bonus({ grantId: 2, promotionTitle: 'Sign-in', status: 'completed' }),
      ],
    });
    render(<BonusDetails />);
    const bar = await screen.findByRole('progressbar', { name: 'Wagering of VIP gift' });
    expect(bar).toHaveAttribute('value', '120');
    expect(bar).toHaveAttribute('max', '264');
    expect(screen.getByText('Wagering')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    const calls = mockApi({});
    render(<BonusDetails />);
    expect(screen.getByText('Log in to see your bonuses.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('new-player slider widget', () => {
  it('shows running new_player promotions as slides linking to their detail', async () => {
    const calls = mockApi({
      'GET /wps/promotions': () => [
        makePromotion({ id: 7, title: 'Welcome 100%' }),
        makePromotion({ id: 8, title: 'Later', state: 'coming_soon' }),
      ],
    });
    render(
      <MemoryRouter>
        <NewPlayerSlider />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /Welcome 100%/ });
    expect(link).toHaveAttribute('href', '/promoDetail?id=7');
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ category: 'new_player' });
  });
});

describe('reward centre widget', () => {
  it('lists only what the member can take now', async () => {
    useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
    mockApi({
      'GET /wps/promotions': () => [
        makePromotion({ id: 1, code: 'CLAIM', title: 'Claim me', state: 'claim' }),
        makePromotion({ id: 2, code: 'DEP', title: 'Deposit first', state: 'join' }),
        makePromotion({ id: 3, code: 'SIGN', title: 'Sign in', kind: 'daily_signin', state: 'join' }),
        makePromotion({ id: 4, code: 'DONE', title: 'Done', state: 'claimed' }),
        makePromotion({
          id: 5,
          code: 'VIP',
          title: 'VIP only',
          kind: 'fixed_bonus',
          ineligibleReason: 'vip_level',
        }),
      ],
    });
    render(
      <MemoryRouter>
        <RewardCenter />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in today' })).toBeInTheDocument();
    expect(screen.queryByText('Deposit first')).not.toBeInTheDocument();
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
    expect(screen.queryByText('VIP only')).not.toBeInTheDocument();
  });
});
