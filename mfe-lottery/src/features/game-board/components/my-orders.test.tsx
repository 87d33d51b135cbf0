import { render, screen, waitFor } from '@testing-library/react';
import { SiteQueryProvider, getQueryClient, refreshBalance } from '@site/shared';
import * as fetchers from '../../../lib/api/lottery-fetchers';
import { makeOrder } from '../../../test-utils/fixtures';
import { MyOrders } from './my-orders';

jest.mock('../../../lib/api/lottery-fetchers');
jest.mock('@site/shared', () => ({
  ...jest.requireActual('@site/shared'),
  refreshBalance: jest.fn(async () => undefined),
}));
const mocked = jest.mocked(fetchers);
const refresh = jest.mocked(refreshBalance);

function view(issueKey: string) {
  return (
    <SiteQueryProvider>
      <MyOrders gameCode="KENO_1M" issueKey={issueKey} loggedIn />
    </SiteQueryProvider>
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  getQueryClient().clear();
});

test('an order seen pending that settles refreshes the header balance once', async () => {
  mocked.fetchMyLotteryOrders.mockResolvedValueOnce({
    serverTime: '2026-11-23T10:01:00.000Z',
    orders: [makeOrder()],
  });
  const { rerender } = render(view('0001'));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(refresh).not.toHaveBeenCalled();

  mocked.fetchMyLotteryOrders.mockResolvedValue({
    serverTime: '2026-11-23T10:01:00.000Z',
    orders: [makeOrder({ status: 'won', winAmount: 19.5 })],
  });
  // The issue rolls over: the query key changes and the very first answer under it already shows the win.
  rerender(view('0002'));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  // Later answers with the same settled order do not refresh again.
  const callsBefore = mocked.fetchMyLotteryOrders.mock.calls.length;
  await getQueryClient().refetchQueries();
  expect(mocked.fetchMyLotteryOrders.mock.calls.length).toBeGreaterThan(callsBefore);
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('orders that were already settled when the page opened do not refresh the balance', async () => {
  mocked.fetchMyLotteryOrders.mockResolvedValue({
    serverTime: '2026-11-23T10:01:00.000Z',
    orders: [makeOrder({ status: 'lost' })],
  });
  render(view('0001'));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  await waitFor(() => expect(mocked.fetchMyLotteryOrders).toHaveBeenCalled());
  expect(refresh).not.toHaveBeenCalled();
});
