import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, resetToastsForTests } from '@site/shared';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { TransferUplinePage } from './transfer-upline-page';

const info = (over: Record<string, unknown> = {}) => ({
  allowed: true,
  upline: { account: 'agent3', nickname: 'Agent Three' },
  currency: 'PHP',
  available: 500,
  min: 1,
  max: 100000,
  hasWithdrawalPassword: true,
  recent: [],
  ...over,
});

afterEach(() => resetToastsForTests());

it('sends an amount with the withdrawal password and a key; a refusal keeps nothing and says why', async () => {
  let sent = 0;
  const calls = fakeApi(({ url, method, body }) => {
    if (url === '/wps/v2/transfers/upline' && method === 'GET')
      return {
        value: info(
          sent
            ? {
                available: 379.5,
                recent: [{ transactionId: 7, amount: 120.5, at: '2026-11-24T10:00:00.000Z' }],
              }
            : {},
        ),
      };
    if (url === '/wps/v2/transfers/upline' && (body as { amount: number }).amount > 500)
      return { status: 422, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' };
    sent += 1;
    return {
      value: { transactionId: 7, amount: 120.5, toAccount: 'agent3', balanceAfter: 379.5, replayed: false },
    };
  });
  const user = userEvent.setup();
  renderWithQuery(
    <>
      <Toaster />
      <TransferUplinePage />
    </>,
  );
  expect(await screen.findByTestId('upline-account')).toHaveTextContent('Agent Three (agent3)');
  const form = screen.getByRole('form', { name: 'Transfer to upline' });
  await user.type(screen.getByLabelText(/Amount/), '900');
  await user.type(screen.getByLabelText(/Withdrawal password/), '135790');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your available balance is not enough for this amount.',
  );

  await user.clear(screen.getByLabelText(/Amount/));
  await user.type(screen.getByLabelText(/Amount/), '120.5');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('120.50 PHP was sent to agent3.')).toBeInTheDocument();
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(2);
  // The refused try and the real one are two different transfers: two keys.
  const keys = posts.map((c) => (c.body as { clientKey: string }).clientKey);
  expect(new Set(keys).size).toBe(2);
  expect(posts[1]?.body).toMatchObject({ amount: 120.5, withdrawalPassword: '135790' });
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Your latest transfers' })).toHaveTextContent('120.50'),
  );
  expect(form).toBeInTheDocument();
});

it('explains when there is no upline, and asks for a withdrawal password first when none is set', async () => {
  fakeApi(({ url }) =>
    url === '/wps/v2/transfers/upline' ? { value: info({ allowed: false, upline: null }) } : undefined,
  );
  const { unmount } = renderWithQuery(<TransferUplinePage />);
  expect(await screen.findByText('You have no upline to transfer to.')).toBeInTheDocument();
  unmount();
  fakeApi(({ url }) =>
    url === '/wps/v2/transfers/upline' ? { value: info({ hasWithdrawalPassword: false }) } : undefined,
  );
  renderWithQuery(<TransferUplinePage />);
  expect(await screen.findByTestId('upline-account')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Transfer to upline' })).not.toBeInTheDocument();
});
