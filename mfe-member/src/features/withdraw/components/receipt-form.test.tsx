import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests } from '@site/shared';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { WithdrawPage } from './withdraw-page';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const paidOrder = (patch: object = {}) => ({
  orderId: 41,
  amount: 500,
  currency: 'PHP',
  status: 'paid',
  reason: null,
  reviewedAt: '2026-11-23T01:00:00.000Z',
  paidAt: '2026-11-23T02:00:00.000Z',
  receipt: null,
  receiptDueAt: '2026-11-23T03:00:00.000Z',
  createdAt: '2026-11-23T00:00:00.000Z',
  payoutAccount: { kind: 'ewallet', provider: 'GCash', accountNumber: '•••• 4567' },
  ...patch,
});
const overview = {
  currency: 'PHP',
  available: 1500,
  pending: 0,
  min: 100,
  max: 50000,
  requirements: [],
  passwordSet: true,
  payoutAccounts: [],
};

beforeEach(() => resetToastsForTests());

it('a paid withdrawal asks for the receipt; "partly received" sends the amount and a proof checked by content', async () => {
  let answered = false;
  const calls = fakeApi(({ method, url }) => {
    if (url === '/wps/v2/withdrawals/overview') return { value: overview };
    if (method === 'GET' && url === '/wps/v2/withdrawals')
      return {
        value: [
          answered
            ? paidOrder({
                receipt: {
                  answer: 'partly_received',
                  receivedAmount: 320.5,
                  remainingAmount: 179.5,
                  by: 'member',
                  final: false,
                  proofCount: 1,
                  at: '2026-11-23T02:10:00.000Z',
                },
                receiptDueAt: null,
              })
            : paidOrder(),
        ],
      };
    if (method === 'POST' && url === '/wps/v2/withdrawals/41/receipt') {
      answered = true;
      return {
        value: {
          answer: 'partly_received',
          receivedAmount: 320.5,
          remainingAmount: 179.5,
          by: 'member',
          final: false,
          proofCount: 1,
          at: '2026-11-23T02:10:00.000Z',
        },
      };
    }
    return undefined;
  });
  renderWithQuery(<WithdrawPage />);
  expect(await screen.findByText('Waiting for your confirmation')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm receipt of withdrawal 41' }));
  const form = screen.getByRole('form', { name: 'Confirm receipt' });
  expect(within(form).getByText('Did you receive 500.00?')).toBeInTheDocument();

  await userEvent.click(within(form).getByRole('radio', { name: 'Partly received' }));
  // Nothing is sent without an amount in range and a proof.
  await userEvent.type(within(form).getByLabelText('Amount received'), '600');
  await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount above 0 and below 500.00.');
  await userEvent.clear(within(form).getByLabelText('Amount received'));
  await userEvent.type(within(form).getByLabelText('Amount received'), '320.50');
  await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Add at least one proof image.');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await userEvent.upload(
    within(form).getByLabelText(/Proof/),
    new File([PNG], 'statement.png', { type: 'image/png' }),
  );
  expect(await within(form).findByText('statement.png')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  const body = calls.find((c) => c.method === 'POST')?.body as { proofs: string[] };
  expect(body).toEqual({ answer: 'partly_received', receivedAmount: 320.5, proofs: [expect.any(String)] });
  expect(Buffer.from(body.proofs[0]!, 'base64').subarray(0, 4)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  );
  expect(await screen.findByText('Partly received: 320.50 of 500.00, 179.50 missing')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Confirm receipt' })).not.toBeInTheDocument();
});

it('a final receipt offers no button; a server refusal is shown in words', async () => {
  fakeApi(({ method, url }) => {
    if (url === '/wps/v2/withdrawals/overview') return { value: overview };
    if (method === 'GET' && url === '/wps/v2/withdrawals')
      return {
        value: [
          paidOrder({
            orderId: 42,
            receipt: {
              answer: 'received',
              receivedAmount: null,
              remainingAmount: null,
              by: 'auto',
              final: true,
              proofCount: 0,
              at: '2026-11-23T03:00:00.000Z',
            },
            receiptDueAt: null,
          }),
          paidOrder({ orderId: 43 }),
        ],
      };
    if (method === 'POST') return { status: 409, code: 'WITHDRAWAL_RECEIPT_FINAL', message: 'final' };
    return undefined;
  });
  renderWithQuery(<WithdrawPage />);
  expect(await screen.findByText('Received (confirmed automatically)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm receipt of withdrawal 42' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm receipt of withdrawal 43' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This receipt is already confirmed and cannot change.',
  );
});
