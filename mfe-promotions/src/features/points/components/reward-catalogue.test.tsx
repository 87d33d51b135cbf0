import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { failBody, mockApi, resetApi, type MockCall } from '../../../test-utils/mock-api';
import { renderRemote } from '../../../test-utils/render-remote';

const CONFIG = { pointsPerUnit: 1, cashPerPoint: 0.01, minConvertPoints: 100 };
const reward = (over: Record<string, unknown>) => ({
  id: 1,
  code: 'LUCKY',
  name: 'Lucky draw ticket',
  kind: 'item',
  pointsCost: 100,
  amount: null,
  stock: 5,
  perMemberLimit: 3,
  redeemedByMe: 0,
  imageUrl: '/wps/assets/rewards/LUCKY.svg',
  startAt: '2026-11-20T00:00:00.000Z',
  endAt: null,
  ...over,
});
const REWARDS = [
  reward({}),
  reward({ id: 2, code: 'PHONE', name: 'Smartphone', pointsCost: 150_000, stock: 2, perMemberLimit: 1 }),
  reward({ id: 3, code: 'JERSEY', name: 'Team jersey', stock: 0 }),
  reward({
    id: 4,
    code: 'CASH',
    name: 'Cash 10.00',
    kind: 'cash',
    amount: 10,
    stock: null,
    perMemberLimit: null,
  }),
];
const REDEMPTION = {
  id: 9,
  rewardId: 1,
  rewardName: 'Lucky draw ticket',
  kind: 'item',
  points: 100,
  amount: null,
  status: 'processing',
  remark: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  decidedAt: null,
};

beforeEach(() => {
  resetApi();
  useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
});

function member(redeem: (call: MockCall) => unknown) {
  let redeemed = 0;
  return mockApi({
    'GET /wps/points/config': () => CONFIG,
    'GET /wps/points/balance': () => ({ points: 1200, cashValue: 12 }),
    'GET /wps/points/history': () => [],
    'GET /wps/points/rewards': () => REWARDS,
    'GET /wps/points/redemptions': () => ({
      items: redeemed ? [REDEMPTION] : [],
      total: redeemed,
      page: 1,
      pageSize: 10,
    }),
    'POST /wps/points/rewards/redeem': (call) => {
      const answer = redeem(call);
      if (!(answer && typeof answer === 'object' && 'status' in answer)) redeemed += 1;
      return answer;
    },
  });
}

const OK = { redemption: REDEMPTION, balance: { points: 1100, cashValue: 11 }, replayed: false };

describe('points mall rewards', () => {
  it('shows cards with cost and stock, and blocks what cannot be redeemed', async () => {
    member(() => OK);
    renderRemote('/pointMall');
    const card = (await screen.findByRole('heading', { name: 'Lucky draw ticket' })).closest('li')!;
    expect(within(card).getByText('100 points')).toBeInTheDocument();
    expect(within(card).getByText('5 left')).toBeInTheDocument();
    expect(within(card).getByText('Redeemed 0 of 3 allowed')).toBeInTheDocument();
    const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    expect(within(cardOf('Smartphone')).getByRole('button', { name: 'Not enough points' })).toBeDisabled();
    expect(within(cardOf('Team jersey')).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(within(cardOf('Cash 10.00')).getByText('Unlimited stock')).toBeInTheDocument();
    expect(await screen.findByText('No redemptions yet.')).toBeInTheDocument();
  });

  it('redeems with the password by keyboard; a lost answer keeps the key, a refusal ends it', async () => {
    let answers = [failBody('INTERNAL_ERROR', 500), failBody('POINTS_PASSWORD_WRONG', 403), OK];
    const calls = member(() => {
      const [next, ...rest] = answers;
      answers = rest;
      return next;
    });
    const user = userEvent.setup();
    renderRemote('/pointMall');
    const card = (await screen.findByRole('heading', { name: 'Lucky draw ticket' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Lucky draw ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('Enter your login password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Login password'), 'Demo1234{Enter}');
    expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(
      await screen.findByText('Request sent: Lucky draw ticket is being processed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = calls
      .filter((c) => c.method === 'POST')
      .map((c) => (c.data as { requestKey: string; rewardId: number }).requestKey);
    expect(keys).toHaveLength(3);
    // The 500 may have redeemed: the retry asks with the same key. The 403 refused: the next try is a new intent.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    // The history is refetched after the redemption.
    expect(await screen.findByText('Processing')).toBeInTheDocument();
  });

  it('shows an error state with retry when the catalogue fails', async () => {
    mockApi({
      'GET /wps/points/config': () => CONFIG,
      'GET /wps/points/balance': () => ({ points: 0, cashValue: 0 }),
      'GET /wps/points/history': () => [],
      'GET /wps/points/redemptions': () => ({ items: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderRemote('/pointMall');
    const section = (await screen.findByRole('heading', { name: 'Rewards' })).closest('section')!;
    expect(await within(section).findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
