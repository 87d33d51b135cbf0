import { render, screen, waitFor } from '@testing-library/react';
import { SiteQueryProvider, getQueryClient, refreshBalance } from '@site/shared';
import { callsTo, fakeApi, type FakeCall, type FakeHandler } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { makeOrder } from '../../../test-utils/fixtures';
import { MyOrders } from './my-orders';

jest.mock('@site/shared', () => ({
  ...jest.requireActual('@site/shared'),
  refreshBalance: jest.fn(async () => undefined),
}));
const refresh = jest.mocked(refreshBalance);

function view(issueKey: string) {
  return (
    <SiteQueryProvider>
      <MyOrders gameCode="KENO_1M" issueKey={issueKey} loggedIn />
    </SiteQueryProvider>
  );
}

let routes: Record<string, FakeHandler>;
let calls: FakeCall[];
const orderCalls = () => callsTo(calls, ROUTES.myOrders);
beforeEach(() => {
  jest.clearAllMocks();
  getQueryClient().clear();
  routes = {};
  calls = fakeApi(routes);
});

test('an order seen pending that settles refreshes the header balance once', async () => {
  routes[ROUTES.myOrders] = () => ({
    value: { serverTime: '2026-11-23T10:01:00.000Z', orders: [makeOrder()] },
  });
  const { rerender } = render(view('0001'));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(refresh).not.toHaveBeenCalled();

  routes[ROUTES.myOrders] = () => ({
    value: {
      serverTime: '2026-11-23T10:01:00.000Z',
      orders: [makeOrder({ status: 'won', winAmount: 19.5 })],
    },
  });
  // The issue rolls over: the query key changes and the very first answer under it already shows the win.
  rerender(view('0002'));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  // Later answers with the same settled order do not refresh again.
  const callsBefore = orderCalls().length;
  await getQueryClient().refetchQueries();
  expect(orderCalls().length).toBeGreaterThan(callsBefore);
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('orders that were already settled when the page opened do not refresh the balance', async () => {
  routes[ROUTES.myOrders] = () => ({
    value: { serverTime: '2026-11-23T10:01:00.000Z', orders: [makeOrder({ status: 'lost' })] },
  });
  render(view('0001'));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  await waitFor(() => expect(orderCalls().length).toBeGreaterThan(0));
  expect(refresh).not.toHaveBeenCalled();
});
