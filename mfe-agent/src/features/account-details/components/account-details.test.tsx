import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { AccountDetails } from './account-details';

const movement = (id: number, kind: string, amountMinor: number, note: string | null) => ({
  id,
  kind,
  amountMinor,
  balanceAfterMinor: 100_000 + amountMinor,
  createdAt: '2026-11-25T10:00:00.000Z',
  note,
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <AccountDetails />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('account details', () => {
  it('lists my movements with their kind in words and the balance after, and pages', async () => {
    const user = userEvent.setup();
    const pages: unknown[] = [];
    fakeApi({
      'GET /wps/agent/account-details': (c) => {
        const page = (c.params as { page: number }).page;
        pages.push(page);
        const items =
          page === 1
            ? [
                { ...movement(3, 'agent-dividend', 5_400, 'agent1'), period: 'WEEKLY:2026-11-16T00:00' },
                movement(2, 'agent-salary', 1_500, 'agent1'),
                movement(1, 'agent-transfer', -2_000, 'player1'),
              ]
            : [movement(0, 'deposit', 50_000, null)];
        return { value: { items, total: 21, page, pageSize: 20, totalMinor: -500 } };
      },
    });
    renderPage();
    expect(await screen.findByText('Salary')).toBeInTheDocument();
    expect(screen.getByText('Team transfer')).toBeInTheDocument();
    expect(screen.getByText('To player1')).toBeInTheDocument();
    // A dividend in words: its kind, the upline and the week, never "agent-dividend" or a period key.
    expect(screen.getByText('Dividend')).toBeInTheDocument();
    expect(screen.getByText(/^agent1 · Nov 16\s?–\s?22, 2026$/)).toBeInTheDocument();
    expect(screen.queryByText(/agent-dividend|WEEKLY/)).toBeNull();
    expect(screen.getByText('1,015.00')).toBeInTheDocument(); // balance after the salary
    expect(screen.getByText(/-\s?20\.00/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Deposit')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('says when there is no movement in the period', async () => {
    fakeApi({
      'GET /wps/agent/account-details': () => ({
        value: { items: [], total: 0, page: 1, pageSize: 20, totalMinor: 0 },
      }),
    });
    renderPage();
    expect(await screen.findByText('No movements in this period.')).toBeInTheDocument();
  });
});
