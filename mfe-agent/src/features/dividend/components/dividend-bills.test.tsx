import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { DividendBills } from './dividend-bills';

const consolidated = (dividend: boolean) => ({
  'GET /wps/member/info/funds/consolidated': () => ({
    value: { dividend, dailySalary: true, hourlySalary: false, realTimeSalary: false },
  }),
});
const bill = (
  id: number,
  start: string,
  end: string,
  net: number,
  carriedIn: number,
  carriedOut: number,
) => ({
  id,
  periodKey: `WEEKLY:${start}`,
  periodStart: start,
  periodEnd: end,
  payerAccount: 'agent1',
  validBetMinor: 500_000,
  activeMembers: 3,
  netLossMinor: net,
  carriedInMinor: carriedIn,
  carriedOutMinor: carriedOut,
  rateBp: carriedOut < 0 ? 0 : 1_000,
  amountMinor: carriedOut < 0 ? 0 : Math.floor(((net + carriedIn) * 1_000) / 10_000),
  state: carriedOut < 0 ? 'not_reached' : 'paid',
  createdAt: end,
});

const renderBills = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <DividendBills />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('dividend bills', () => {
  it('lists my bills with the carry, local period days and 2 decimals when dividends are enabled', async () => {
    fakeApi({
      ...consolidated(true),
      'GET /wps/agent/dividends': () => ({
        value: {
          items: [
            bill(2, '2026-11-08T16:00:00.000Z', '2026-11-15T16:00:00.000Z', 100_000, -20_000, 0),
            bill(1, '2026-11-01T16:00:00.000Z', '2026-11-08T16:00:00.000Z', -20_000, 0, -20_000),
          ],
          totalPaidMinor: 8_000,
        },
      }),
    });
    renderBills();
    expect(await screen.findByText('2026-11-09 – 2026-11-15')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'My dividend bills' });
    expect(table).toHaveTextContent('2026-11-09 – 2026-11-15');
    expect(table).toHaveTextContent('1,000.00');
    expect(table).toHaveTextContent('-200.00');
    expect(table).toHaveTextContent('10.00 %');
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getByText('Not reached')).toBeInTheDocument();
    expect(table).toHaveTextContent('80.00');
  });

  it('shows nothing and asks nothing when dividends are not enabled for me', async () => {
    const calls = fakeApi({ ...consolidated(false) });
    renderBills();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((c) => c.url)).not.toContain('/wps/agent/dividends');
  });

  it('says when there is no bill yet, and offers a retry after an error', async () => {
    let fail = true;
    fakeApi({
      ...consolidated(true),
      'GET /wps/agent/dividends': () =>
        fail ? { status: 500, code: 'INTERNAL', value: null } : { value: { items: [], totalPaidMinor: 0 } },
    });
    renderBills();
    expect(await screen.findByText('The dividend bills could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No dividend bills yet.')).toBeInTheDocument();
  });
});
