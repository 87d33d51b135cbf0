import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, resetToastsForTests } from '@site/shared';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { TransferFundPage } from './transfer-fund-page';

const wallets = (over: Record<string, unknown> = {}) => ({
  currency: 'PHP',
  main: 800,
  vendors: [{ vendor: 'DTW', name: 'Dragon Tiger World', balance: 200, pending: 0 }],
  min: 1,
  max: 1_000_000,
  ...over,
});

afterEach(() => resetToastsForTests());

const page = () =>
  renderWithQuery(
    <>
      <Toaster />
      <TransferFundPage />
    </>,
  );

it('shows the main wallet and each vendor wallet, transfers in with a key, and keeps the key on a lost answer', async () => {
  let moved = false;
  let lost = true;
  const calls = fakeApi(({ url, method, body }) => {
    if (url === '/wps/v2/transfer-wallets' && method === 'GET')
      return {
        value: wallets(
          moved
            ? {
                main: 700,
                vendors: [{ vendor: 'DTW', name: 'Dragon Tiger World', balance: 300, pending: 0 }],
              }
            : {},
        ),
      };
    if (url === '/wps/v2/transfer-wallets/transfer') {
      if ((body as { amount: number }).amount > 800)
        return { status: 422, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' };
      if (lost) {
        lost = false;
        return { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'try again' };
      }
      moved = true;
      const b = body as { amount: number; vendor: string; direction: string; clientKey: string };
      return {
        value: {
          transferId: 't1',
          vendor: b.vendor,
          direction: b.direction,
          amount: b.amount,
          status: 'done',
          main: 700,
          replayed: false,
        },
      };
    }
    return undefined;
  });
  const user = userEvent.setup();
  page();
  const list = await screen.findByTestId('wallets');
  expect(within(list).getByText('Main wallet')).toBeInTheDocument();
  expect(within(screen.getByTestId('wallet-DTW')).getByText('Dragon Tiger World')).toBeInTheDocument();
  expect(screen.getByTestId('wallet-DTW')).toHaveTextContent('200.00');

  await user.type(screen.getByLabelText(/Amount/), '900');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your available balance is not enough for this amount.',
  );

  await user.clear(screen.getByLabelText(/Amount/));
  await user.type(screen.getByLabelText(/Amount/), '100');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('100.00 PHP transferred.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('wallet-DTW')).toHaveTextContent('300.00'));

  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(3);
  const keys = posts.map((c) => (c.body as { clientKey: string }).clientKey);
  // The refused try is its own transfer; the lost answer and its retry are one transfer: one key.
  expect(keys[0]).not.toBe(keys[1]);
  expect(keys[1]).toBe(keys[2]);
  expect(posts[2]?.body).toMatchObject({ vendor: 'DTW', direction: 'in', amount: 100 });
});

it('transfers out, recalls all, and says when a vendor does not answer', async () => {
  const calls = fakeApi(({ url }) => {
    if (url === '/wps/v2/transfer-wallets')
      return {
        value: wallets({
          vendors: [{ vendor: 'DTW', name: 'Dragon Tiger World', balance: null, pending: 1 }],
        }),
      };
    if (url === '/wps/v2/transfer-wallets/recall-all')
      return {
        value: { recalled: [{ vendor: 'DTW', amount: 200, status: 'done', code: null }], main: 1000 },
      };
    if (url === '/wps/v2/transfer-wallets/transfer')
      return {
        value: {
          transferId: 't2',
          vendor: 'DTW',
          direction: 'out',
          amount: 5,
          status: 'pending',
          main: 800,
          replayed: false,
        },
      };
    return undefined;
  });
  const user = userEvent.setup();
  page();
  expect(await screen.findByTestId('wallet-DTW')).toHaveTextContent('Not available right now');
  expect(screen.getByTestId('wallet-DTW')).toHaveTextContent('Being confirmed: 1');

  await user.selectOptions(screen.getByLabelText('Direction'), 'out');
  await user.type(screen.getByLabelText(/Amount/), '5');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText(/has not confirmed yet/)).toBeInTheDocument();
  expect(calls.find((c) => c.url.endsWith('/transfer'))?.body).toMatchObject({ direction: 'out', amount: 5 });

  await user.click(screen.getByRole('button', { name: 'Recall all' }));
  expect(await screen.findByText('200.00 PHP is back in your main wallet.')).toBeInTheDocument();
  expect(calls.find((c) => c.url.endsWith('/recall-all'))?.body).toEqual({ clientKey: expect.any(String) });
});

it('shows an error with a retry, and an empty state without vendors', async () => {
  fakeApi(() => ({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }));
  const { unmount } = page();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  unmount();
  fakeApi(({ url }) =>
    url === '/wps/v2/transfer-wallets' ? { value: wallets({ vendors: [] }) } : undefined,
  );
  page();
  expect(await screen.findByText('There are no game wallets yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Recall all' })).not.toBeInTheDocument();
});
