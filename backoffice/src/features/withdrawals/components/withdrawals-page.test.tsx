import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { WithdrawalsPage } from './withdrawals-page';

const item = {
  orderId: 41,
  memberId: 5,
  memberAccount: 'demo',
  amount: 150,
  currency: 'PHP',
  status: 'pending',
  createdAt: '2026-11-28T08:00:00.000Z',
  ageMinutes: 95,
  reviewedBy: null,
  reason: null,
  payoutProvider: 'GCash',
  payoutAccountMasked: '•••• 4567',
  depositsTotal: 100,
  withdrawalsTotal: 150,
  risks: ['first-withdrawal', 'withdrawals-exceed-deposits'],
};
const page = { page: 1, pageSize: 25, total: 1, items: [item] };
const ledger = { page: 1, pageSize: 10, total: 0, currency: 'PHP', items: [] };

function routes(approve: { status?: number; code?: string; value?: unknown }) {
  return fakeApi((call) => {
    if (call.url === '/wps/admin/withdrawals/queue') return { value: page };
    if (call.url === '/wps/admin/members/5/ledger') return { value: ledger };
    if (call.url === '/wps/admin/withdrawals/41/approve') return approve;
    return undefined;
  });
}

describe('withdrawals desk', () => {
  it('shows the queue with risk hints, loudest first, oldest first by default', async () => {
    const calls = routes({ value: {} });
    renderDesk(<WithdrawalsPage />, staffWith('finance', ['withdrawals.read', 'withdrawals.approve']));
    const row = (await screen.findByText('demo')).closest('tr')!;
    const hints = within(row)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(hints).toEqual(['Out > in', 'First withdrawal']);
    expect(within(row).getByText('1 h 35 min')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ status: 'pending', sort: 'createdAt', dir: 'asc', page: 1 });
  });

  it('gives a support role the detail but no approve or reject button', async () => {
    routes({ value: {} });
    renderDesk(<WithdrawalsPage />, staffWith('support', ['withdrawals.read']));
    await userEvent.click(await screen.findByRole('button', { name: 'View withdrawal 41' }));
    expect(
      await screen.findByText('Your role may view withdrawals but not decide them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('says clearly when another staff member decided first (409)', async () => {
    routes({ status: 409, code: 'WITHDRAWAL_STATE_INVALID', value: { status: 'approved' } });
    renderDesk(<WithdrawalsPage />, staffWith('finance', ['withdrawals.read', 'withdrawals.approve']));
    await userEvent.click(await screen.findByRole('button', { name: 'Review withdrawal 41' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another staff member has already decided this withdrawal.',
    );
  });
});
