import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { mockApi, resetApi } from '../../../test-utils/mock-api';
import { renderRemote } from '../../../test-utils/render-remote';

const row = (id: number, status: string, remark: string | null = null) => ({
  id,
  rewardId: 1,
  rewardName: `Reward ${id}`,
  kind: 'item',
  points: 100,
  amount: null,
  status,
  remark,
  createdAt: '2026-11-25T00:00:00.000Z',
  decidedAt: status === 'processing' ? null : '2026-11-25T01:00:00.000Z',
});

beforeEach(() => {
  resetApi();
  useSessionStore.getState().setSession({ token: 'member-token', isAgent: 0 });
});

describe('exchange history', () => {
  it('shows each state and the remark, and pages', async () => {
    const calls = mockApi({
      'GET /wps/points/config': () => ({ pointsPerUnit: 1, cashPerPoint: 0.01, minConvertPoints: 100 }),
      'GET /wps/points/balance': () => ({ points: 0, cashValue: 0 }),
      'GET /wps/points/history': () => [],
      'GET /wps/points/rewards': () => [],
      'GET /wps/points/redemptions': (call) => {
        const page = (call.params as { page: number }).page;
        return page === 1
          ? {
              items: [row(3, 'processing'), row(2, 'approved'), row(1, 'rejected', 'Address missing')],
              total: 12,
              page,
              pageSize: 10,
            }
          : { items: [row(0, 'approved')], total: 12, page, pageSize: 10 };
      },
    });
    const user = userEvent.setup();
    renderRemote('/pointMall');
    expect(await screen.findByRole('cell', { name: 'Reward 3' })).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Address missing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('cell', { name: 'Reward 0' })).toBeInTheDocument();
    const pages = calls
      .filter((c) => c.url === '/wps/points/redemptions')
      .map((c) => (c.params as { page: number }).page);
    expect(pages).toEqual([1, 2]);
  });
});
