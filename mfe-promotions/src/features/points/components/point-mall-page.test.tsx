import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { failBody, mockApi, resetApi } from '../../../test-utils/mock-api';
import { renderRemote } from '../../../test-utils/render-remote';

const CONFIG = { pointsPerUnit: 1, cashPerPoint: 0.01, minConvertPoints: 100 };
const HISTORY = [
  {
    id: 1,
    kind: 'earn',
    points: 120,
    amount: null,
    reference: 'bet:7',
    createdAt: '2026-11-23T00:00:00.000Z',
    gameName: 'Dragon Legend',
  },
  { id: 2, kind: 'earn', points: 3, amount: null, reference: 'bet:8', createdAt: '2026-11-23T00:00:00.000Z' },
  {
    id: 3,
    kind: 'redeem',
    points: -50,
    amount: null,
    reference: 'redemption-4',
    createdAt: '2026-11-23T00:00:00.000Z',
  },
  {
    id: 4,
    kind: 'convert',
    points: -100,
    amount: 1,
    reference: 'convert-5',
    createdAt: '2026-11-23T00:00:00.000Z',
  },
];

beforeEach(() => {
  resetApi();
  useSessionStore.getState().clearSession();
});

describe('/pointMall', () => {
  it('shows a visitor the rules, the catalogue and a login button, and no member calls', async () => {
    const calls = mockApi({ 'GET /wps/points/config': () => CONFIG, 'GET /wps/points/rewards': () => [] });
    renderRemote('/pointMall');
    expect(await screen.findByText('Points never expire.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in to join' })).toBeInTheDocument();
    expect(await screen.findByText('No rewards are available right now.')).toBeInTheDocument();
    expect(calls.map((c) => c.url).sort()).toEqual(['/wps/points/config', '/wps/points/rewards']);
  });

  it('shows balance and details, converts with the password under one key per intent', async () => {
    useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
    let converts = 0;
    const calls = mockApi({
      'GET /wps/points/config': () => CONFIG,
      'GET /wps/points/balance': () => ({ points: converts ? 20 : 120, cashValue: converts ? 0.2 : 1.2 }),
      'GET /wps/points/history': () => HISTORY,
      'GET /wps/v2/wallets/balance': () => ({ sumBalance: 1, currency: 'PHP' }),
      'POST /wps/points/convert': (c) => {
        const body = c.data as { password: string };
        if (body.password !== 'Demo1234') return failBody('POINTS_PASSWORD_WRONG', 403);
        converts += 1;
        return { points: 100, amount: 1, replayed: false, balance: { points: 20, cashValue: 0.2 } };
      },
    });
    const user = userEvent.setup();
    renderRemote('/pointMall');
    expect(await screen.findByText('120 points, worth 1.20')).toBeInTheDocument();
    // Each entry is described for a player, never by its key.
    expect(await screen.findByRole('cell', { name: 'Bet on Dragon Legend' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Valid bets' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Reward request 4' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Converted to cash' })).toBeInTheDocument();
    expect(screen.queryByText(/bet:\d|redemption-|convert-/)).toBeNull();

    await user.type(screen.getByLabelText('Points to convert'), '500');
    expect(screen.getByText('Enter a whole number of points from 100 to 120.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Points to convert'));
    await user.type(screen.getByLabelText('Points to convert'), '100');
    await user.type(screen.getByLabelText('Login password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Convert to cash' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Login password'));
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Convert to cash' }));
    expect(await screen.findByText('100 points converted to 1.00.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('20 points, worth 0.20')).toBeInTheDocument());
    const keys = calls
      .filter((c) => c.method === 'POST')
      .map((c) => (c.data as { requestKey: string }).requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
