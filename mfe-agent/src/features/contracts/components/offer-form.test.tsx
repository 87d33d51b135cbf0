import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider, useSessionStore } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { ContractPage } from './contract-page';

const tier = (rateBp: number) => ({ rateBp, validBetMinor: 0, lossMinor: 0, activeMembers: 0 });
const mine = {
  id: 1,
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  uplineAccount: 'agent1',
  memberAccount: 'agent2',
  tiers: [tier(1_000), tier(2_000)],
  state: 'accepted',
  endReason: null,
  endNote: null,
  offeredAt: '2026-11-01T00:00:00.000Z',
  decidedAt: '2026-11-01T00:00:00.000Z',
  endedAt: null,
};
const downline = (account: string, depth: number, type = 2) => ({
  account,
  nickname: '',
  type,
  isAgent: type !== 0,
  uplineAccount: 'agent2',
  depth,
  directCount: 0,
  status: 'idle',
  balanceMinor: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  contracts: [],
});

function setup(offer: (body: unknown) => { status?: number; code?: string; value: unknown }) {
  useSessionStore.getState().setSession({ account: 'agent2' });
  const bodies: unknown[] = [];
  fakeApi({
    'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
    'GET /wps/agent/contracts': () => ({ value: [mine] }),
    'GET /wps/agent/team/downlines': () => ({
      value: {
        items: [downline('agent3', 1), downline('trial1', 1, 4), downline('player9', 1, 0)],
        total: 3,
        page: 1,
        pageSize: 100,
      },
    }),
    'POST /wps/agent/contracts': (c) => {
      const body = JSON.parse(c.data as string) as unknown;
      bodies.push(body);
      return offer(body);
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <ContractPage kind="DIVIDEND" />
      </SiteQueryProvider>
    </I18nextProvider>,
  );
  return bodies;
}

async function fillTwoTiers(user: ReturnType<typeof userEvent.setup>, first: string, second: string) {
  await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
  await user.selectOptions(await screen.findByLabelText(/Direct downline/), 'agent3');
  await user.click(screen.getByRole('button', { name: 'Add a tier' }));
  const rates = screen.getAllByLabelText('Rate (%)');
  await user.type(rates[0]!, first);
  await user.type(rates[1]!, second);
}

describe('offer form', () => {
  it('offers only to direct non-trial downlines and shows my own rates as the ceiling', async () => {
    const user = userEvent.setup();
    setup(() => ({ value: null }));
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const select = await screen.findByLabelText(/Direct downline/);
    const names = Array.from((select as HTMLSelectElement).options).map((o) => o.value);
    expect(names).toEqual(['', 'agent3', 'player9']);
    expect(
      screen.getByText('Your own rates by tier: 10.00 %, 20.00 %. No tier may pay more.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses rates that do not increase or exceed mine before sending anything', async () => {
    const user = userEvent.setup();
    const bodies = setup(() => ({ value: null }));
    await fillTwoTiers(user, '8', '8');
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(
      await screen.findByText("Each tier's rate must be higher than the tier before."),
    ).toBeInTheDocument();
    const rates = screen.getAllByLabelText('Rate (%)');
    await user.clear(rates[1]!);
    await user.type(rates[1]!, '25');
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Tier 2 pays more than your own tier 2 (20.00 %).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(screen.getAllByLabelText('Rate (%)')).toHaveLength(1);
    expect(bodies).toEqual([]);
  });

  it('sends basis points and minor units, and shows the words of a server refusal', async () => {
    const user = userEvent.setup();
    const bodies = setup(() => ({ status: 400, code: 'CONTRACT_RATE_ABOVE_UPLINE', value: { tier: 1 } }));
    await fillTwoTiers(user, '5.5', '12');
    const validBets = screen.getAllByLabelText('Valid bets from');
    await user.clear(validBets[1]!);
    await user.type(validBets[1]!, '1000.25');
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(
      await screen.findByText('A tier pays more than your own contract allows for that tier'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          memberAccount: 'agent3',
          kind: 'DIVIDEND',
          period: 'MONTHLY',
          tiers: [
            { rateBp: 550, validBetMinor: 0, lossMinor: 0, activeMembers: 0 },
            { rateBp: 1_200, validBetMinor: 100_025, lossMinor: 0, activeMembers: 0 },
          ],
        },
      ]),
    );
  });
});
