import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { LossStatements } from './loss-statements';

const row = (account: string, depth: number, win: number, loss: number) => ({
  account,
  depth,
  betCount: 4,
  validBetMinor: 123_456,
  winMinor: win,
  lossMinor: loss,
  netLossMinor: loss - win,
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <LossStatements />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('loss statements', () => {
  it('shows each member with 2 decimals and the totals, and pages through the server', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /wps/agent/team/loss-statements': () => ({
        value: {
          items: [row('player1', 2, 50_000, 40_000), row('player2', 2, 0, 100_000)],
          total: 45,
          page: 1,
          pageSize: 20,
          totals: { validBetMinor: 246_912, winMinor: 50_000, lossMinor: 140_000, netLossMinor: 90_000 },
        },
      }),
    });
    renderPage();
    await screen.findByText('player1');
    const table = screen.getByRole('table', { name: 'Loss statements by member' });
    const first = within(table).getByText('player1').closest('[role="row"]') as HTMLElement;
    expect(first).toHaveTextContent('1,234.56');
    expect(first).toHaveTextContent('-100.00');
    expect(table).toHaveTextContent('2,469.12');
    expect(table).toHaveTextContent('900.00');
    const sent = calls.at(-1)!.params as Record<string, unknown>;
    expect(sent).toMatchObject({ page: 1, pageSize: 20 });
    expect(sent.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent).not.toHaveProperty('member');

    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect((calls.at(-1)!.params as { page: number }).page).toBe(2));
  });

  it('filters by member from the keyboard and says when the account is not in my team', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'GET /wps/agent/team/loss-statements': (c) =>
        (c.params as { member?: string }).member
          ? { status: 404, code: 'NOT_IN_MY_TEAM', value: null }
          : {
              value: {
                items: [],
                total: 0,
                page: 1,
                pageSize: 20,
                totals: { validBetMinor: 0, winMinor: 0, lossMinor: 0, netLossMinor: 0 },
              },
            },
    });
    renderPage();
    expect(await screen.findByText('No settled bets in this period.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'stranger1{Enter}');
    expect(await screen.findByText('This account is not in your team.')).toBeInTheDocument();
    expect((calls.at(-1)!.params as { member: string }).member).toBe('stranger1');
  });
});
