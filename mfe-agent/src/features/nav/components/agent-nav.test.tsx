import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { AgentNav } from './agent-nav';

const DAY = 24 * 60 * 60 * 1000;
const ended = (id: number, kind: string, daysAgo: number) => ({
  id,
  kind,
  period: kind === 'DIVIDEND' ? 'MONTHLY' : null,
  uplineAccount: 'agent1',
  memberAccount: 'agent2',
  tiers: [{ rateBp: 100, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }],
  state: 'terminated',
  endReason: 'BY_OPERATOR',
  endNote: 'Team merged',
  offeredAt: new Date(Date.now() - 90 * DAY).toISOString(),
  decidedAt: null,
  endedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
});

describe('agent centre menu', () => {
  it('keeps a contract page for 30 days after its contract ended, so the agent can read why', async () => {
    fakeApi({
      'GET /wps/member/info/funds/consolidated': () => ({
        value: { dividend: false, dailySalary: false, hourlySalary: false, realTimeSalary: false },
      }),
      'GET /wps/agent/contracts': () => ({
        value: [ended(1, 'DAILY_SALARY', 2), ended(2, 'HOURLY_SALARY', 45)],
      }),
    });
    render(
      <I18nextProvider i18n={i18n}>
        <SiteQueryProvider>
          <AgentNav current="teamOverview" onSelect={() => undefined} />
        </SiteQueryProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Daily salary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hourly salary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dividend' })).not.toBeInTheDocument();
  });
});
