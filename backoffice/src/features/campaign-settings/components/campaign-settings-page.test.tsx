import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith, type FakeCall } from '../../../test-utils/fake-api';
import { CampaignSettingsPage } from './campaign-settings-page';

const rates = {
  slots: [40, 50, 60, 70, 85, 100],
  fishing: [40, 50, 60, 70, 85, 100],
  live: [20, 30, 40, 50, 60, 80],
  poker: [20, 30, 40, 50, 60, 80],
  sports: [25, 35, 45, 55, 65, 80],
  esports: [25, 35, 45, 55, 65, 80],
  lottery: [10, 15, 20, 25, 30, 40],
  other: [10, 15, 20, 25, 30, 40],
};
const rebate = { ratesBps: rates, minClaim: 1, windowDays: 7 };
const vip = {
  levels: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'].map((name, level) => ({
    level,
    name,
    required: [0, 20_000, 100_000, 500_000, 2_000_000, 10_000_000][level]!,
  })),
};

function answer(call: FakeCall) {
  const base = '/wps/admin/campaigns/settings/';
  if (call.method === 'GET' && call.url === `${base}rebate`) return { value: rebate };
  if (call.method === 'GET' && call.url === `${base}referral`) return { value: { commissionBps: 10 } };
  if (call.method === 'GET' && call.url === `${base}vip`) return { value: vip };
  if (call.method === 'PUT') {
    const { reason: _reason, ...saved } = call.body as Record<string, unknown>;
    return { value: saved };
  }
  return undefined;
}

const marketing = staffWith('marketing', ['promotions.read', 'campaigns.settings']);

/** Campaign settings (docs/back-office.md "Campaign settings"). */
describe('campaign settings screen', () => {
  it('shows rates in percent, thresholds and the commission; a read-only role cannot change them', async () => {
    fakeApi(answer);
    renderDesk(<CampaignSettingsPage />, staffWith('support', ['promotions.read']));
    const slots2 = await screen.findByRole('textbox', { name: 'Slots, level 2 rate (%)' });
    expect(slots2).toHaveValue('0.6');
    expect(slots2).toHaveAttribute('readonly');
    expect(await screen.findByRole('textbox', { name: 'Level 1 lifetime valid bets' })).toHaveValue('20000');
    expect(await screen.findByRole('textbox', { name: 'Commission (%)' })).toHaveValue('0.1');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('saves a changed rate in basis points with the reason', async () => {
    const calls = fakeApi(answer);
    renderDesk(<CampaignSettingsPage />, marketing);
    const cell = await screen.findByRole('textbox', { name: 'Live casino, level 5 rate (%)' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '1.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save rebate settings' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'live push');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ratesBps: { ...rates, live: [20, 30, 40, 50, 60, 125] },
        minClaim: 1,
        windowDays: 7,
        reason: 'live push',
      }),
    );
  }, 20_000);

  it('says what is wrong before saving: a rate below the level before, thresholds not increasing', async () => {
    const calls = fakeApi(answer);
    renderDesk(<CampaignSettingsPage />, marketing);
    const cell = await screen.findByRole('textbox', { name: 'Poker, level 3 rate (%)' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '0.1');
    expect(screen.getByText('Poker: level 3 may not get less than the level before it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rebate settings' })).toBeDisabled();

    const gold = screen.getByRole('textbox', { name: 'Level 2 lifetime valid bets' });
    await userEvent.clear(gold);
    await userEvent.type(gold, '15000');
    expect(
      screen.getByText('Level 0 starts at 0 and each level needs more than the one before it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save VIP levels' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  }, 20_000);
});
