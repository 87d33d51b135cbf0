import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { MemberStatusCard } from './member-status-card';
import { MemberLimitsCard } from './member-limits-card';

const member = {
  id: 5,
  account: 'demo',
  nickname: 'Demo',
  mobile: null,
  email: null,
  type: 0,
  currency: 'PHP',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  payeeName: null,
  registerIp: null,
  mustChangePassword: false,
  locked: false,
  lockedAt: null,
  lockReason: null,
  balances: [],
  held: 0,
  depositsTotal: 0,
  withdrawalsTotal: 0,
  sessions: [],
  logins: [],
};
const status = {
  id: 5,
  locked: true,
  lockedAt: '2026-11-28T09:00:00.000Z',
  lockReason: 'Fraud ring',
  mustChangePassword: false,
  sessionsEnded: 1,
};

describe('member status and limits', () => {
  it('locks with a reason; a refused change says why and stays open', async () => {
    let first = true;
    const calls = fakeApi((call) => {
      if (call.url !== '/wps/admin/members/5/lock') return undefined;
      if (first) {
        first = false;
        return { status: 409, code: 'MEMBER_STATUS_UNCHANGED' };
      }
      return { value: status };
    });
    renderDesk(<MemberStatusCard member={member} canManage />, staffWith('risk', ['members.manage']));
    expect(screen.getByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const confirm = screen.getAllByRole('button', { name: 'Lock' }).at(-1)!;
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Fraud ring');
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('already has this status');
    await userEvent.click(confirm);
    await screen.findByText('Active');
    expect(calls.at(-1)?.body).toEqual({ reason: 'Fraud ring' });
  });

  it('shows no buttons without members.manage', () => {
    renderDesk(
      <MemberStatusCard
        member={{ ...member, locked: true, lockReason: 'x', lockedAt: status.lockedAt }}
        canManage={false}
      />,
      staffWith('support', ['members.read']),
    );
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the deposit limits and the breaks, read-only', async () => {
    fakeApi((call) =>
      call.url === '/wps/admin/responsible-gaming'
        ? {
            value: {
              account: 'demo',
              settings: {
                currency: 'PHP',
                limits: [
                  { period: 'day', amount: 500, used: 120, pending: null },
                  { period: 'week', amount: null, used: 120, pending: null },
                  { period: 'month', amount: null, used: 120, pending: null },
                ],
                breakOptions: { cool_off: [1], self_exclusion: [180] },
              },
              breaks: [
                {
                  kind: 'cool_off',
                  startsAt: '2026-11-20T00:00:00.000Z',
                  endsAt: '2026-11-21T00:00:00.000Z',
                  running: false,
                  imposedBy: null,
                  reason: null,
                },
              ],
            },
          }
        : undefined,
    );
    renderDesk(
      <MemberLimitsCard memberId={5} account="demo" />,
      staffWith('risk', ['responsible-gaming.read']),
    );
    expect(await screen.findByText('Daily deposit limit')).toBeInTheDocument();
    expect(screen.getAllByText('No limit')).toHaveLength(2);
    expect(screen.getByText('Cool-off')).toBeInTheDocument();
    expect(screen.getByText('The member')).toBeInTheDocument();
  });
});
