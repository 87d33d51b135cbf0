import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { AgentContractsPage } from './agent-contracts-page';

const contract = {
  id: 12,
  kind: 'DAILY_SALARY',
  period: null,
  uplineAccount: 'agent2',
  memberAccount: 'agent3',
  tiers: [
    { validBetMinor: 100_000, lossMinor: 0, activeMembers: 1, rateBp: 100 },
    { validBetMinor: 500_000, lossMinor: 0, activeMembers: 3, rateBp: 150 },
  ],
  state: 'accepted',
  endReason: null,
  offeredAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-20T11:00:00.000Z',
  endedAt: null,
};
const page = { items: [contract], page: 1, pageSize: 25, total: 1 };
const history = {
  contract,
  events: [
    {
      id: 1,
      fromState: null,
      toState: 'offered',
      reasonCode: null,
      note: null,
      actor: 'agent:agent2',
      at: contract.offeredAt,
    },
    {
      id: 2,
      fromState: 'offered',
      toState: 'accepted',
      reasonCode: null,
      note: null,
      actor: 'agent:agent3',
      at: contract.decidedAt,
    },
  ],
};

describe('agent contracts screen', () => {
  it('filters by kind, shows the history, and a read-only role has no End button', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/agent/contracts') return { value: page };
      if (call.url === '/wps/admin/agent/contracts/12/history') return { value: history };
      return undefined;
    });
    renderDesk(<AgentContractsPage />, staffWith('finance', ['agents.read']));
    expect(await screen.findByText('agent3')).toBeInTheDocument();
    expect(screen.getByText('1.50 %')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End contract 12' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'DIVIDEND');
    await waitFor(() =>
      expect(calls.some((c) => (c.params as { kind?: string } | undefined)?.kind === 'DIVIDEND')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'History of contract 12' }));
    const dialog = await screen.findByRole('dialog');
    const steps = within(await within(dialog).findByRole('list', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('Accepted');
    expect(steps[1]).toHaveTextContent('agent3 (agent)');
    expect(within(dialog).getByRole('table', { name: 'Tiers' })).toHaveTextContent('5,000.00');
  });

  it('ends a contract with a reason, and says a 409 in words', async () => {
    let answered = false;
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/agent/contracts') return { value: page };
      if (call.url === '/wps/admin/agent/contracts/12/end') {
        if (answered) return undefined;
        answered = true;
        return { status: 409, code: 'CONTRACT_STATE_INVALID', message: 'ended' };
      }
      return undefined;
    });
    renderDesk(<AgentContractsPage />, staffWith('agent-manager', ['agents.read', 'agents.manage']));
    await userEvent.click(await screen.findByRole('button', { name: 'End contract 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/between agent2 and agent3 ends now/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'End' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'agent3 leaves the team');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/end'))?.body).toEqual({ reason: 'agent3 leaves the team' });
  });
});
