import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { WithdrawPage } from './withdraw-page';

const account = {
  id: 7,
  kind: 'ewallet',
  provider: 'GCash',
  accountNumber: '•••• 4567',
  payeeName: 'Juan Dela Cruz',
  createdAt: '2026-11-23T00:00:00.000Z',
};
const overview = (patch: object = {}) => ({
  currency: 'PHP',
  available: 1500,
  pending: 200,
  min: 100,
  max: 50000,
  requirements: [{ kind: 'deposit-turnover', required: 1000, progress: 1000, met: true }],
  passwordSet: true,
  payoutAccounts: [account],
  ...patch,
});

describe('withdraw page', () => {
  it('shows available vs pending and the requirement progress, then sends a valid request', async () => {
    const calls = fakeApi(({ method, url }) => {
      if (url === '/wps/v2/withdrawals/overview') return { value: overview() };
      if (method === 'GET' && url === '/wps/v2/withdrawals') return { value: [] };
      if (method === 'POST' && url === '/wps/v2/withdrawals')
        return {
          value: {
            orderId: 1,
            amount: 300,
            currency: 'PHP',
            status: 'pending',
            reason: null,
            reviewedAt: null,
            paidAt: null,
            receipt: null,
            receiptDueAt: null,
            createdAt: '2026-11-23T00:00:00.000Z',
            payoutAccount: { kind: 'ewallet', provider: 'GCash', accountNumber: '•••• 4567' },
          },
        };
      if (url === '/wps/v2/wallets/balance')
        return { value: { sumBalance: 1200, currency: 'PHP', wallets: [] } };
      return undefined;
    });
    renderWithQuery(<WithdrawPage />);
    expect(await screen.findByText('Available')).toBeInTheDocument();
    expect(screen.getByText('1,500.00', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Deposit turnover' })).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Amount/), '300');
    await userEvent.type(screen.getByLabelText(/Withdrawal password/), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 300,
      payoutAccountId: 7,
      withdrawalPassword: '246810',
    });
  });

  it('refuses a bad PIN and an amount outside the limits before calling, and shows a server refusal', async () => {
    const calls = fakeApi(({ method, url }) => {
      if (url === '/wps/v2/withdrawals/overview') return { value: overview() };
      if (method === 'GET' && url === '/wps/v2/withdrawals') return { value: [] };
      if (method === 'POST') return { status: 403, code: 'WITHDRAWAL_PASSWORD_WRONG', message: 'wrong' };
      return undefined;
    });
    renderWithQuery(<WithdrawPage />);
    await userEvent.type(await screen.findByLabelText(/Amount/), '50');
    await userEvent.type(screen.getByLabelText(/Withdrawal password/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Use exactly 6 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Withdrawal password/), '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findAllByText('Between 100.00 and 50,000.00.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByLabelText(/Amount/));
    await userEvent.type(screen.getByLabelText(/Amount/), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal password is not correct.');
  });

  it('asks for a withdrawal password first, then a payout account; blocks while turnover is unmet', async () => {
    fakeApi(({ url }) =>
      url === '/wps/v2/withdrawals/overview' ? { value: overview({ passwordSet: false }) } : { value: [] },
    );
    const first = renderWithQuery(<WithdrawPage />);
    expect(await screen.findByRole('form', { name: 'Set a withdrawal password' })).toBeInTheDocument();
    first.unmount();
    fakeApi(({ url }) =>
      url === '/wps/v2/withdrawals/overview' ? { value: overview({ payoutAccounts: [] }) } : { value: [] },
    );
    const second = renderWithQuery(<WithdrawPage />);
    expect(await screen.findByRole('form', { name: 'Add a payout account' })).toBeInTheDocument();
    second.unmount();
    fakeApi(({ url }) =>
      url === '/wps/v2/withdrawals/overview'
        ? {
            value: overview({
              requirements: [{ kind: 'deposit-turnover', required: 1000, progress: 400, met: false }],
            }),
          }
        : { value: [] },
    );
    renderWithQuery(<WithdrawPage />);
    expect(await screen.findByText('400.00 of 1000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });

  it('shows an error state with retry when the overview fails', async () => {
    fakeApi(() => ({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }));
    renderWithQuery(<WithdrawPage />);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
