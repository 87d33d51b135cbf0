import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { DepositPage } from './deposit-page';

const channels = [
  { channel: 'ewallet', min: 100, max: 50000, presets: [100, 500] },
  { channel: 'bank', min: 500, max: 500000, presets: [500, 1000] },
];
const order = {
  orderId: 9,
  channel: 'ewallet',
  amount: 500,
  status: 'pending',
  checkoutUrl: '/pay-demo/checkout?token=abc',
  expiresAt: '2026-11-23T11:00:00.000Z',
  createdAt: '2026-11-23T10:30:00.000Z',
  paidAt: null,
};

describe('deposit page', () => {
  it('takes channels and presets from the server, creates an order, opens the gateway and shows the QR', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const calls = fakeApi(({ method, url }) => {
      if (url === '/wps/v2/payments/deposit-channels') return { value: channels };
      if (method === 'POST' && url === '/wps/v2/payments/deposits') return { value: order };
      if (url === '/wps/v2/payments/deposits/9') return { value: order };
      return undefined;
    });
    renderWithQuery(<DepositPage />);
    await userEvent.click(await screen.findByRole('button', { name: '500.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/pay-demo/checkout?token=abc', '_blank', 'noopener'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ channel: 'ewallet', amount: 500 });
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for your payment.');
    expect(screen.getByRole('img', { name: 'Scan to pay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      order.checkoutUrl,
    );
    open.mockRestore();
  });

  it('enforces the channel limits before calling', async () => {
    const calls = fakeApi(({ url }) =>
      url === '/wps/v2/payments/deposit-channels' ? { value: channels } : undefined,
    );
    renderWithQuery(<DepositPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Bank transfer' }));
    await userEvent.type(screen.getByLabelText(/Amount/), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findAllByText('Between 500 and 500000.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
