import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { SecurityPage } from './security-page';

const overview = {
  currency: 'PHP',
  available: 0,
  pending: 0,
  min: 100,
  max: 50000,
  requirements: [],
  passwordSet: false,
  payoutAccounts: [
    {
      id: 3,
      kind: 'bank',
      provider: 'BDO',
      accountNumber: '•••• 7890',
      payeeName: 'Juan Dela Cruz',
      createdAt: '2026-11-23T00:00:00.000Z',
    },
  ],
};

describe('security centre (money part)', () => {
  it('sets the withdrawal password with the login password, adds and removes payout accounts', async () => {
    const calls = fakeApi(({ method, url }) => {
      if (url === '/wps/v2/withdrawals/overview') return { value: overview };
      if (method === 'PUT' && url === '/wps/v2/withdrawal-password')
        return { value: { isSet: true, updatedAt: '2026-11-23T00:00:00.000Z' } };
      if (method === 'POST' && url === '/wps/v2/payout-accounts')
        return { value: { ...overview.payoutAccounts[0], id: 4 } };
      if (method === 'DELETE') return { value: null };
      return undefined;
    });
    renderWithQuery(<SecurityPage />);
    await userEvent.type(await screen.findByLabelText(/Login password/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/New withdrawal password/), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        loginPassword: 'Secret123',
        newPassword: '246810',
      }),
    );

    await userEvent.type(screen.getByLabelText(/Bank or e-wallet name/), 'GCash');
    await userEvent.type(screen.getByLabelText(/Account or mobile number/), '09171234567');
    await userEvent.type(screen.getByLabelText(/Payee name/), 'Juan Dela Cruz');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        kind: 'ewallet',
        provider: 'GCash',
        accountNumber: '09171234567',
        payeeName: 'Juan Dela Cruz',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove BDO •••• 7890' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/wps/v2/payout-accounts/3')).toBe(true),
    );
  });

  it('shows the server refusal of a wrong login password', async () => {
    fakeApi(({ method, url }) => {
      if (url === '/wps/v2/withdrawals/overview') return { value: overview };
      if (method === 'PUT') return { status: 403, code: 'REAUTH_FAILED', message: 'wrong' };
      return undefined;
    });
    renderWithQuery(<SecurityPage />);
    const form = await screen.findByRole('form', { name: /withdrawal password/ });
    await userEvent.type(within(form).getByLabelText(/Login password/), 'nope');
    await userEvent.type(within(form).getByLabelText(/New withdrawal password/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your login password is not correct.');
  });
});
