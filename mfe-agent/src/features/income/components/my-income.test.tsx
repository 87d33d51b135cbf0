import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { MyIncome } from './my-income';

const mine = (id: number, state: string, rejectReason: string | null = null) => ({
  id,
  kind: 'DAILY_SALARY',
  periodKey: `EVERY_OTHER_DAY:2026-11-0${id}`,
  payerAccount: 'agent1',
  validBetMinor: 100_000,
  rateBp: 150,
  amountMinor: 1_500,
  state,
  rejectReason,
  createdAt: '2026-11-10T00:00:00.000Z',
});
const owed = (id: number, state: string, memberAccount: string) => ({
  type: 'salary',
  id,
  kind: 'DAILY_SALARY',
  periodKey: `EVERY_OTHER_DAY:2026-11-0${id}`,
  memberAccount,
  amountMinor: 2_000,
  state,
  rejectReason: null,
  createdAt: '2026-11-10T00:00:00.000Z',
});

const renderIt = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <MyIncome />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('my income and the bills I pay', () => {
  it('shows every bill state, a rejection reason, and pays or rejects an open bill I pay', async () => {
    const user = userEvent.setup();
    const sent: { url: string; body: unknown }[] = [];
    const record = (c: { url?: string; data?: unknown }) => {
      sent.push({ url: c.url!, body: JSON.parse((c.data as string) || '{}') });
    };
    fakeApi({
      'GET /wps/agent/income': () => ({
        value: {
          items: [
            mine(1, 'paid'),
            mine(2, 'insufficient'),
            mine(3, 'rejected', 'Bets voided'),
            mine(4, 'not_reached'),
          ],
          totalPaidMinor: 1_500,
          owed: [
            owed(5, 'insufficient', 'agent3'),
            owed(6, 'insufficient', 'player9'),
            owed(7, 'paid', 'agent3'),
          ],
          openOwedMinor: 4_000,
        },
      }),
      'POST /wps/agent/bills/salary/5/pay': (c) => {
        record(c);
        return { value: { type: 'salary', id: 5, state: 'paid', transactionId: 77 } };
      },
      'POST /wps/agent/bills/salary/6/reject': (c) => {
        record(c);
        return { value: { type: 'salary', id: 6, state: 'rejected', transactionId: null } };
      },
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: 1, currency: 'PHP' } }),
    });
    renderIt();

    const income = await screen.findByRole('table', { name: 'My salary bills' });
    expect(await within(income).findByText('Reason: Bets voided', { exact: false })).toBeInTheDocument();
    for (const label of ['Paid', 'Upline balance insufficient', 'Rejected', 'Not reached'])
      expect(within(income).getByText(label)).toBeInTheDocument();

    const bills = screen.getByRole('table', { name: 'Bills I pay my downlines' });
    const rows = within(bills).getAllByRole('row');
    const open = rows.filter((r) => within(r).queryByRole('button', { name: 'Pay now' }));
    expect(open).toHaveLength(2); // the paid bill has no actions

    await user.click(within(open[0]!).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/wps/agent/bills/salary/5/pay');

    await user.click(within(open[1]!).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the bill of player9' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Team bets were voided');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({
      url: '/wps/agent/bills/salary/6/reject',
      body: { reason: 'Team bets were voided' },
    });
  });

  it('adds up the totals: what I was paid, what I paid my downlines and what is still open', async () => {
    fakeApi({
      'GET /wps/agent/income': () => ({
        value: {
          items: [
            mine(1, 'paid'),
            { ...mine(2, 'paid'), amountMinor: 2_500, periodKey: 'HOURLY:2026-11-28T10:00' },
          ],
          totalPaidMinor: 4_000,
          owed: [
            { ...owed(5, 'paid', 'agent3'), amountMinor: 5_400 },
            { ...owed(6, 'paid', 'player9'), amountMinor: 600 },
            { ...owed(7, 'insufficient', 'agent3'), amountMinor: 1_250 },
            { ...owed(8, 'rejected', 'agent3'), amountMinor: 999 },
          ],
          openOwedMinor: 1_250,
        },
      }),
    });
    renderIt();
    const income = await screen.findByRole('table', { name: 'My salary bills' });
    await within(income).findByText('Total paid');
    const incomeTotals = within(income).getAllByRole('row').at(-1)!;
    expect(incomeTotals).toHaveTextContent('Total paid');
    expect(incomeTotals).toHaveTextContent('40.00');
    // The period is a date in words, never the key cut at its colon ("2026-11-28T10").
    expect(within(income).queryByText(/T10/)).toBeNull();
    expect(within(income).getByText(/Nov 28, 2026/)).toBeInTheDocument();

    const bills = screen.getByRole('table', { name: 'Bills I pay my downlines' });
    const totals = within(bills).getAllByRole('row').at(-1)!;
    expect(totals).toHaveTextContent('Total paid');
    expect(totals).toHaveTextContent('60.00'); // 54.00 + 6.00 paid; the open and the rejected bill are not paid
    expect(totals).toHaveTextContent(/Still to pay\s*12\.50/);
  });
});
