import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { AccountRecordsPage, BetRecordsPage } from './records-page';

const rows = Array.from({ length: 20 }, (_, i) => ({
  id: 100 - i,
  kind: i === 0 ? 'deposit' : 'bet',
  amount: i === 0 ? 1234.5 : -10,
  balanceAfter: 5000 - i,
  createdAt: '2026-11-23T10:00:00.000Z',
}));

describe('records pages', () => {
  it('account records: kinds translated, signed amounts, totals, presets and paging drive the query', async () => {
    const calls = fakeApi(({ url, params }) =>
      url === '/wps/v2/records/account'
        ? {
            value: {
              rows,
              total: 45,
              page: (params as { page: number }).page,
              pageSize: 20,
              totals: { credit: 1234.5, debit: -190 },
            },
          }
        : undefined,
    );
    renderWithQuery(<AccountRecordsPage />);
    expect(await screen.findAllByText('Deposit')).not.toHaveLength(0);
    expect(screen.getAllByText('+1,234.50', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('Totals')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ preset: 'last7', page: 1, pageSize: 20 });
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ preset: 'last7', page: 2, pageSize: 20 }));
    await userEvent.click(screen.getByRole('tab', { name: 'Last 30 days' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ preset: 'last30', page: 1, pageSize: 20 }));
  });

  it('betting records: rows, totals and the empty state', async () => {
    fakeApi(({ url, params }) => {
      if (url !== '/wps/v2/records/bets') return undefined;
      if ((params as { preset: string }).preset === 'today')
        return {
          value: { rows: [], total: 0, page: 1, pageSize: 20, totals: { bet: 0, validBet: 0, win: 0 } },
        };
      return {
        value: {
          rows: [
            {
              id: 1,
              vendor: 'DEMO',
              gameId: 'g1',
              gameType: 'SLOT',
              roundId: 'r1',
              bet: 50,
              validBet: 50,
              win: 120,
              status: 'settled',
              createdAt: '2026-11-23T10:00:00.000Z',
              gameName: 'Dragon Legend',
              vendorName: 'PG Soft',
            },
            {
              id: 2,
              vendor: 'LOTTERY',
              gameId: 'FAST3_1M',
              gameType: 'LOTTERY',
              roundId: 'r2',
              bet: 10,
              validBet: 10,
              win: 0,
              status: 'settled',
              createdAt: '2026-11-23T09:00:00.000Z',
              gameName: 'Fast 3D',
              vendorName: null,
            },
            {
              id: 3,
              vendor: 'DEMO',
              gameId: 'GONE-RNG-0001',
              gameType: 'RNG',
              roundId: 'r3',
              bet: 1,
              validBet: 1,
              win: 0,
              status: 'settled',
              createdAt: '2026-11-23T08:00:00.000Z',
              gameName: null,
              vendorName: null,
            },
          ],
          total: 3,
          page: 1,
          pageSize: 20,
          totals: { bet: 50, validBet: 50, win: 120 },
        },
      };
    });
    renderWithQuery(<BetRecordsPage />);
    // Names from the catalogue, the lottery by its category, an unlisted game by its category: never the codes.
    expect(await screen.findAllByText('Dragon Legend')).not.toHaveLength(0);
    expect(screen.getAllByText('PG Soft')).not.toHaveLength(0);
    expect(screen.getAllByText('Fast 3D')).not.toHaveLength(0);
    expect(screen.getAllByText('Lottery')).not.toHaveLength(0);
    expect(screen.getAllByText('Slots')).not.toHaveLength(0);
    expect(screen.getByRole('table').textContent).not.toMatch(/DEMO|FAST3_1M|GONE-RNG-0001|g1/);
    await userEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(await screen.findByText('No records in this period.')).toBeInTheDocument();
  });
});
