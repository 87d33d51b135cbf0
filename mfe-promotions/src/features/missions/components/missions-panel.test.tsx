import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, useSessionStore } from '@site/shared';
import { missionSummarySchema, type Mission } from '@site/shared/schemas';
import { failBody, mockApi, resetApi } from '../../../test-utils/mock-api';
import MissionLeaderboard from '../../../widgets/mission-leaderboard';

beforeEach(() => {
  resetApi();
  useSessionStore.getState().clearSession();
});

const window = (period: 'daily' | 'weekly', end: string) => ({
  period,
  key: `${period}-key`,
  start: '2026-11-24T16:00:00.000Z',
  end,
});

const mission = (patch: Partial<Mission>): Mission => ({
  id: 1,
  code: 'DAILY_BET',
  period: 'daily',
  kind: 'valid_bet',
  target: 100,
  progress: 40,
  reward: 3,
  status: 'in_progress',
  claimedAt: null,
  ...patch,
});

const summary = (missions: Mission[]) =>
  missionSummarySchema.parse({
    currency: 'PHP',
    timeZone: 'Asia/Manila',
    periods: {
      daily: window('daily', '2026-11-25T16:00:00.000Z'),
      weekly: window('weekly', '2026-11-30T16:00:00.000Z'),
    },
    missions,
    pending: missions.filter((m) => m.status === 'claimable').length,
  });

const board = {
  window: window('daily', '2026-11-25T16:00:00.000Z'),
  currency: 'PHP',
  entries: [
    { rank: 1, account: 'pl***1', validBet: 900 },
    { rank: 2, account: 'de***o', validBet: 120 },
  ],
  me: { rank: 2, account: 'de***o', validBet: 120 },
};

const renderWidget = () =>
  render(
    <>
      <MissionLeaderboard />
      <Toaster />
    </>,
  );

const login = () => useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });

describe('mission leaderboard widget', () => {
  it('shows the period missions with progress, claims one, refreshes the list and the balance', async () => {
    login();
    let claimed = false;
    const calls = mockApi({
      'GET /wps/missions': () =>
        summary([
          mission({}),
          mission({
            id: 2,
            code: 'DAILY_GAMES',
            kind: 'games',
            target: 3,
            progress: 3,
            reward: 2,
            status: claimed ? 'claimed' : 'claimable',
          }),
          mission({
            id: 3,
            code: 'WEEKLY_DEP',
            period: 'weekly',
            kind: 'deposit',
            target: 1000,
            progress: 250,
          }),
        ]),
      'GET /wps/missions/leaderboard': () => board,
      'POST /wps/missions/2/claim': () => {
        claimed = true;
        return { missionId: 2, periodKey: 'daily-key', reward: 2, claimedAt: '2026-11-25T05:00:00.000Z' };
      },
      'GET /wps/v2/wallets/balance': () => ({ sumBalance: 12, currency: 'PHP' }),
    });
    const user = userEvent.setup();
    renderWidget();
    expect(screen.getByRole('heading', { level: 2, name: 'Mission leaderboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Missions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Leaderboard' })).toBeInTheDocument();
    const bet = await screen.findByRole('progressbar', { name: 'Place 100.00 in valid bets' });
    expect(bet).toHaveAttribute('value', '40');
    expect(screen.getByRole('progressbar', { name: 'Play 3 different games' })).toHaveAttribute('value', '3');
    expect(screen.queryByText(/Deposit 1,000.00/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In progress' })).toBeDisabled();
    expect(within(screen.getByRole('tab', { name: /Daily/ })).getByText('1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Reward of 2.00 added to your balance.')).toBeInTheDocument();
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/wps/v2/wallets/balance')).toBe(true));
    expect(calls.filter((c) => c.url === '/wps/missions').length).toBeGreaterThanOrEqual(2);
  });

  it('moves to the weekly tab with the keyboard and shows that period’s board with my rank', async () => {
    login();
    const calls = mockApi({
      'GET /wps/missions': () =>
        summary([
          mission({
            id: 3,
            code: 'WEEKLY_DEP',
            period: 'weekly',
            kind: 'deposit',
            target: 1000,
            progress: 250,
          }),
        ]),
      'GET /wps/missions/leaderboard': () => board,
    });
    const user = userEvent.setup();
    renderWidget();
    expect(await screen.findByText('No missions are running in this period.')).toBeInTheDocument();
    expect(await screen.findByText('Your rank: 2')).toBeInTheDocument();
    expect(screen.getByText('pl***1')).toBeInTheDocument();
    screen.getByRole('tab', { name: /Daily/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Weekly/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('progressbar', { name: 'Deposit 1,000.00' })).toHaveAttribute(
      'value',
      '250',
    );
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url === '/wps/missions/leaderboard' && (c.params as { period: string }).period === 'weekly',
        ),
      ).toBe(true),
    );
  });

  it('says why a claim was refused, by its code', async () => {
    login();
    mockApi({
      'GET /wps/missions': () => summary([mission({ status: 'claimable', progress: 100 })]),
      'GET /wps/missions/leaderboard': () => ({ ...board, entries: [], me: null }),
      'POST /wps/missions/1/claim': () => failBody('MISSION_ALREADY_CLAIMED', 409),
    });
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You have already claimed this reward.')).toBeInTheDocument();
    expect(screen.getByText('No bets in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('Place a bet to join the leaderboard.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the summary fails', async () => {
    login();
    let fail = true;
    mockApi({
      'GET /wps/missions': () => (fail ? failBody('INTERNAL_ERROR', 500) : summary([mission({})])),
      'GET /wps/missions/leaderboard': () => board,
    });
    const user = userEvent.setup();
    renderWidget();
    const retry = await screen.findByRole('button', { name: /retry/i }, { timeout: 5000 });
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByRole('progressbar', { name: 'Place 100.00 in valid bets' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    const calls = mockApi({});
    renderWidget();
    expect(screen.getByText('Log in to see your missions.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
