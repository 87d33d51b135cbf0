import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider, useSessionStore } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { ContractPage } from './contract-page';

const tier = (rateBp: number) => ({ rateBp, validBetMinor: 100_000, lossMinor: 0, activeMembers: 1 });
const contract = (id: number, upline: string, member: string, state: string, rateBp: number) => ({
  id,
  kind: 'DAILY_SALARY',
  period: null,
  uplineAccount: upline,
  memberAccount: member,
  tiers: [tier(rateBp)],
  state,
  endReason: null,
  endNote: null,
  offeredAt: '2026-11-23T00:00:00.000Z',
  decidedAt: null,
  endedAt: null,
});

const renderDailySalaryPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <ContractPage kind="DAILY_SALARY" />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('contract page', () => {
  it('shows an offer with its tiers and warns before a lower rate ends a downline contract', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setSession({ account: 'agent2' });
    const accepted: string[] = [];
    fakeApi({
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
      'GET /wps/agent/contracts': () => ({
        value: [
          contract(2, 'agent1', 'agent2', 'offered', 100),
          contract(1, 'agent2', 'agent3', 'accepted', 150),
        ],
      }),
      'POST /wps/agent/contracts/2/accept': (c) => {
        accepted.push(c.url!);
        return { value: contract(2, 'agent1', 'agent2', 'accepted', 100) };
      },
    });
    renderDailySalaryPage();
    expect(await screen.findByText('From agent1')).toBeInTheDocument();
    expect(screen.getByText('To agent3')).toBeInTheDocument();
    expect(screen.getAllByText('Paid every other day')).toHaveLength(2);
    expect(screen.getByText('1.00 %')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'These rates are lower than what you gave agent3. Accepting ends those contracts at once, and each downline gets a message.',
      ),
    ).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'Accept' }).at(-1)!;
    await user.click(confirm);
    await waitFor(() => expect(accepted).toEqual(['/wps/agent/contracts/2/accept']));
  });

  it('says why a contract ended: mine by the operator with their reason, one I gave replaced', async () => {
    useSessionStore.getState().setSession({ account: 'agent2' });
    fakeApi({
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
      'GET /wps/agent/contracts': () => ({
        value: [
          {
            ...contract(5, 'agent1', 'agent2', 'terminated', 100),
            endReason: 'BY_OPERATOR',
            endNote: 'Team merged into agent7',
            endedAt: '2026-11-30T08:00:00.000Z',
          },
          { ...contract(4, 'agent2', 'agent3', 'terminated', 90), endReason: 'UPLINE_RATE_LOWERED' },
        ],
      }),
    });
    renderDailySalaryPage();
    expect(await screen.findByRole('heading', { name: 'Ended contracts' })).toBeInTheDocument();
    expect(screen.getByText(/^Ended by the operator/)).toBeInTheDocument();
    expect(screen.getByText(/The operator's reason: Team merged into agent7/)).toBeInTheDocument();
    expect(
      screen.getByText("Ended because the upline's own rate was lowered below this one"),
    ).toBeInTheDocument();
  });
});
