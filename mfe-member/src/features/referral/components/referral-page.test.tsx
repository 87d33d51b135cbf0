import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, resetToastsForTests } from '@site/shared';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { ReferralPage } from './referral-page';

const summary = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  code: 'PLAYER03',
  registerPath: '/register?referralCode=PLAYER03',
  currency: 'PHP',
  ratePercent: 0.1,
  invitedCount: 2,
  totalCommission: 10.8,
  invitees: [
    { account: 'pl***2', joinedAt: '2026-11-20T08:00:00.000Z', validBet30d: 4200, commission: 3.6 },
    { account: 'pl***1', joinedAt: '2026-11-19T08:00:00.000Z', validBet30d: 8400, commission: 7.2 },
  ],
  days: [{ day: '2026-11-23', validBet: 1800, amount: 1.8 }],
  ...over,
});

afterEach(() => resetToastsForTests());

it('shows the code, the link with its QR code, the friends and the commission; copies the link', async () => {
  fakeApi(({ url }) => (url === '/wps/v2/referral' ? { value: summary() } : undefined));
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  renderWithQuery(
    <>
      <Toaster />
      <ReferralPage />
    </>,
  );
  expect(await screen.findByTestId('referral-code')).toHaveTextContent('PLAYER03');
  const link = `${window.location.origin}/register?referralCode=PLAYER03`;
  expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
  expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
  expect(screen.getByText(/earn you 0\.10 % of their valid bets/)).toBeInTheDocument();
  expect(screen.getByTestId('referral-earned')).toHaveTextContent('10.80 PHP');
  const friends = screen.getByRole('table', { name: 'Friends who joined' });
  expect(within(friends).getAllByRole('row')[2]).toHaveTextContent(/pl\*\*\*1.*8,400\.00.*7\.20/);

  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(link);
  expect(await screen.findByText('Copied.')).toBeInTheDocument();
});

it('says so when the site has referral switched off, and when nobody joined yet', async () => {
  fakeApi(({ url }) => (url === '/wps/v2/referral' ? { value: summary({ enabled: false }) } : undefined));
  const { unmount } = renderWithQuery(<ReferralPage />);
  expect(
    await screen.findByText('Inviting friends is not available on this site right now.'),
  ).toBeInTheDocument();
  unmount();
  fakeApi(({ url }) =>
    url === '/wps/v2/referral'
      ? { value: summary({ invitedCount: 0, totalCommission: 0, invitees: [], days: [] }) }
      : undefined,
  );
  renderWithQuery(<ReferralPage />);
  expect(await screen.findByText('No friends have joined with your code yet.')).toBeInTheDocument();
  expect(screen.getByText('No commission paid yet.')).toBeInTheDocument();
});
