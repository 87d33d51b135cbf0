import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, resetToastsForTests } from '@site/shared';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { RebatePage } from './rebate-page';

const summary = (over: Record<string, unknown> = {}) => ({
  currency: 'PHP',
  vipLevel: 2,
  period: '2026-11-24',
  claimedThisPeriod: false,
  nextClaimAt: null,
  since: '2026-11-17T10:00:00.000Z',
  upTo: '2026-11-24T10:00:00.000Z',
  lines: [
    { group: 'slots', validBet: 10333.33, rate: 0.6, amount: 61.99 },
    { group: 'other', validBet: 1000, rate: 0.2, amount: 2 },
  ],
  total: 63.99,
  minClaim: 1,
  windowDays: 7,
  rates: [
    { group: 'slots', rate: 0.6 },
    { group: 'live', rate: 0.4 },
  ],
  levels: [],
  history: [],
  ...over,
});
afterEach(() => resetToastsForTests());

const paid = {
  id: 9,
  period: '2026-11-24',
  amount: 63.99,
  validBet: 11333.33,
  since: '2026-11-17T10:00:00.000Z',
  upTo: '2026-11-24T10:00:00.000Z',
  lines: [],
  claimedAt: '2026-11-24T10:01:00.000Z',
};

it('shows the claimable rebate per game type, claims it once with a key, then shows it claimed', async () => {
  let claimed = false;
  const calls = fakeApi(({ url, method }) => {
    if (url === '/wps/v2/rebate' && method === 'GET')
      return {
        value: claimed
          ? summary({
              claimedThisPeriod: true,
              nextClaimAt: '2026-11-25T00:00:00.000Z',
              lines: [],
              total: 0,
              history: [paid],
            })
          : summary(),
      };
    if (url === '/wps/v2/rebate/claims') {
      claimed = true;
      return { value: paid };
    }
    return undefined;
  });
  renderWithQuery(
    <>
      <Toaster />
      <RebatePage />
    </>,
  );
  expect(await screen.findByTestId('rebate-total')).toHaveTextContent('63.99 PHP');
  const lines = screen.getByRole('table', { name: 'Rebate by game type' });
  expect(within(lines).getAllByRole('row')[1]).toHaveTextContent(/Slots.*10,333\.33.*0\.60 %.*61\.99/);
  expect(within(lines).getAllByRole('row')[2]).toHaveTextContent('Other games');
  expect(screen.getByRole('table', { name: 'Your rates at VIP 2' })).toHaveTextContent('Live casino');

  await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
  expect(await screen.findByText('63.99 PHP rebate was added to your balance.')).toBeInTheDocument();
  const claim = calls.find((c) => c.url === '/wps/v2/rebate/claims');
  expect((claim?.body as { requestKey: string }).requestKey).toMatch(/^[0-9a-f-]{36}$/);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled());
  expect(screen.getByText(/You claimed today's rebate/)).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Past claims' })).getAllByRole('row')).toHaveLength(2);
});

it('keeps the button off below the minimum and says why; a refusal is shown in words', async () => {
  fakeApi(({ url }) =>
    url === '/wps/v2/rebate' ? { value: summary({ lines: [], total: 0.4 }) } : undefined,
  );
  renderWithQuery(<RebatePage />);
  expect(await screen.findByText('At least 1.00 is needed to claim.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  expect(screen.getByText('No valid bets since your last claim yet.')).toBeInTheDocument();
});

it('shows the server refusal when another device claimed first', async () => {
  fakeApi(({ url }) => {
    if (url === '/wps/v2/rebate') return { value: summary() };
    if (url === '/wps/v2/rebate/claims')
      return { status: 409, code: 'REBATE_ALREADY_CLAIMED', message: 'claimed' };
    return undefined;
  });
  renderWithQuery(<RebatePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Claim rebate' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("You claimed today's rebate already.");
});
