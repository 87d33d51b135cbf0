import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { ReportsPage } from './reports-page';

const figures = (key: string | null, stake: number) => ({
  key,
  label: key,
  bets: 3,
  stake,
  payout: stake / 2,
  ggr: stake / 2,
  players: 2,
});
const report = {
  from: '2026-01-04',
  to: '2026-01-10',
  currency: 'PHP',
  days: [figures('2026-01-09', 100), figures('2026-01-10', 300)],
  vendors: [{ ...figures('PG', 400), label: 'PG Soft' }],
  categories: [figures('RNG', 400)],
  teams: [figures('agent1', 250), figures(null, 150)],
  payments: [{ kind: 'deposit', method: 'gcash', count: 2, amount: 1000 }],
  totals: {
    ...figures(null, 400),
    bets: 6,
    players: 3,
    deposits: 1000,
    depositCount: 2,
    withdrawals: 0,
    withdrawalCount: 0,
  },
};

describe('Reports screen', () => {
  it('shows each table with its totals row, members under no agent named, the range in the CSV link', async () => {
    const calls = fakeApi((call) => (call.url === '/wps/admin/reports' ? { value: report } : undefined));
    renderDesk(
      <ReportsPage />,
      staffWith('finance', ['reports.read']),
      '/reports?from=2026-01-04&to=2026-01-10',
    );
    expect(await screen.findByText('2026-01-10')).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getByText('No agent')).toBeInTheDocument();
    expect(screen.getAllByText('Total').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByText(/400\.00/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/wps/admin/reports/export?from=2026-01-04&to=2026-01-10',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/admin/reports')?.params).toEqual({
        from: '2026-01-04',
        to: '2026-01-10',
      }),
    );
  });
});
