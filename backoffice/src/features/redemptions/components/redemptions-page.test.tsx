import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { RedemptionsPage } from './redemptions-page';

const row = (id: number, account: string, points: number) => ({
  id,
  memberId: id + 100,
  account,
  rewardId: 1,
  rewardCode: 'CASH50',
  rewardName: 'Cash 50',
  kind: 'cash',
  points,
  cashMinor: 5000,
  status: 'processing',
  remark: null,
  createdAt: `2026-11-2${id}T08:00:00.000Z`,
  decidedAt: null,
});

/** The point redemptions desk: the shared decision desk (lib/components/decision-desk.tsx) configured. */
describe('decision desk', () => {
  it('filters in the browser, decides with a remark and says so', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/points/redemptions')
        return { value: [row(1, 'alice', 500), row(2, 'bob', 900)] };
      if (call.url === '/wps/admin/points/redemptions/2/reject')
        return { value: { id: 2, status: 'rejected' } };
      return undefined;
    });
    renderDesk(<RedemptionsPage />, staffWith('marketing', ['points.read', 'points.decide']));
    await screen.findByText('alice');
    await userEvent.type(screen.getByLabelText('Member account, redemption id or reward'), 'bob');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'bob' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'alice' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/900 points/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Remark for the member/), 'Dup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.endsWith('/reject'))?.body).toEqual({ remark: 'Dup' });
  }, 20_000);

  it('shows no decision to a role that may only read', async () => {
    fakeApi((call) =>
      call.url === '/wps/admin/points/redemptions' ? { value: [row(1, 'alice', 500)] } : undefined,
    );
    renderDesk(<RedemptionsPage />, staffWith('support', ['points.read']));
    await screen.findByText('alice');
    expect(screen.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
  });
});
