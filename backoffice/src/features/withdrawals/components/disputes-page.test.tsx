import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { DisputesPage } from './disputes-page';

const dispute = {
  orderId: 41,
  memberAccount: 'demo',
  amount: 150,
  currency: 'PHP',
  receipt: {
    answer: 'not_received',
    receivedAmount: null,
    remainingAmount: null,
    by: 'member',
    final: false,
    proofCount: 2,
    at: '2026-11-28T08:00:00.000Z',
  },
};
const forced = { ...dispute.receipt, answer: 'received', by: 'operator', final: true };

describe('withdrawal disputes', () => {
  it('lists the disputes with their proofs and forces a receipt after a confirmation', async () => {
    let open = true;
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/withdrawals/disputes') return { value: open ? [dispute] : [] };
      if (call.url === '/wps/admin/withdrawals/41/receipt/force') {
        open = false;
        return { value: forced };
      }
      return undefined;
    });
    renderDesk(<DisputesPage />, staffWith('finance', ['withdrawals.read', 'withdrawals.approve']));
    const row = (await screen.findByText('demo')).closest('tr')!;
    expect(within(row).getByText('Not received')).toBeInTheDocument();
    expect(within(row).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(within(row).getByRole('button', { name: 'Force receipt of withdrawal 41' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Force receipt' }));
    expect(await screen.findByText('No open dispute.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('gives a support role the list but no button', async () => {
    fakeApi((call) => (call.url === '/wps/admin/withdrawals/disputes' ? { value: [dispute] } : undefined));
    renderDesk(<DisputesPage />, staffWith('support', ['withdrawals.read']));
    await screen.findByText('demo');
    expect(screen.queryByRole('button', { name: /Force receipt/ })).not.toBeInTheDocument();
  });
});
