import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQueryClient } from '@site/shared';
import MemberOverlay from './overlay';
import { fakeApi, type FakeCall } from '../test-utils/fake-api';

const deposit = (orderId: number, status: string) => ({
  orderId,
  channel: 'ewallet',
  amount: 500,
  status,
  checkoutUrl: `/pay/${orderId}`,
  expiresAt: '2026-11-23T01:00:00.000Z',
  createdAt: '2026-11-23T00:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-23T00:05:00.000Z' : null,
});
const withdrawal = {
  orderId: 31,
  amount: 300,
  currency: 'PHP',
  status: 'paid',
  payoutAccount: { kind: 'ewallet', provider: 'GCash', accountNumber: '•••• 4567' },
  reason: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  reviewedAt: '2026-11-23T00:10:00.000Z',
  paidAt: '2026-11-23T00:20:00.000Z',
  receipt: null,
  receiptDueAt: '2026-11-26T00:20:00.000Z',
};
const accountRecords = {
  rows: [{ id: 9, kind: 'game-bet', amount: -10, balanceAfter: 990, createdAt: '2026-11-23T00:00:00.000Z' }],
  total: 1,
  page: 1,
  pageSize: 20,
  totals: { credit: 0, debit: -10 },
};

let calls: FakeCall[];
// The overlay reads the page's one query cache: each test starts without the answers of the one before.
afterEach(() => getQueryClient().clear());
beforeEach(() => {
  calls = fakeApi(({ url }) => {
    if (url === '/wps/v2/payments/deposits') return { value: [deposit(12, 'paid'), deposit(11, 'expired')] };
    if (url === '/wps/v2/withdrawals') return { value: [withdrawal] };
    if (url === '/wps/v2/records/account') return { value: accountRecords };
    return undefined;
  });
});

const open = (params: Record<string, string>, navigate = jest.fn()) => {
  render(
    <MemberOverlay page="transactionHistory" params={params} navigate={navigate} close={() => undefined} />,
  );
  return navigate;
};
const urls = () => calls.map((c) => c.url);

describe('the record filters (transactionHistory ?type=)', () => {
  it('type=deposit lists my deposit orders with their states, not the account record', async () => {
    open({ type: 'deposit' });
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit record' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deposit record' });
    await within(table).findByText('Paid');
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(within(table).getAllByText('E-wallet')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(urls()).toEqual(['/wps/v2/payments/deposits']);
  });

  it('type=withdraw lists my withdrawals with their states and receipts', async () => {
    open({ type: 'withdraw' });
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw record' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Withdraw record' });
    await within(table).findByText('Paid');
    expect(within(table).getByText('Waiting for your confirmation')).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Confirm receipt of withdrawal 31' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('GCash •••• 4567')).toBeInTheDocument();
    expect(urls()).toEqual(['/wps/v2/withdrawals']);
  });

  it('no type (or an unknown one) is every movement of the account record', async () => {
    open({ type: 'bogus' });
    expect(screen.getByRole('heading', { level: 2, name: 'Account record' })).toBeInTheDocument();
    expect(await screen.findAllByText('Game bet')).not.toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(urls()).toEqual(['/wps/v2/records/account']);
  });

  it('the tabs switch the filter through the overlay URL', async () => {
    const navigate = open({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(navigate).toHaveBeenLastCalledWith('transactionHistory', { type: 'withdraw' });
    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(navigate).toHaveBeenLastCalledWith('transactionHistory', { type: 'deposit' });
  });

  it('All goes back to every movement', async () => {
    const navigate = open({ type: 'deposit' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'All' }));
    expect(navigate).toHaveBeenLastCalledWith('transactionHistory', undefined);
  });
});
