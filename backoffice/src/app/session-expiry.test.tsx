import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../test-utils/fake-api';
import { AppRoutes } from './app-routes';

const staff = staffWith('finance', ['dashboard.read', 'members.read']);
const ledger = { page: 1, pageSize: 20, total: 0, currency: 'PHP', items: [] };
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

describe('an ended staff session', () => {
  it('shows the sign-in page with a notice, then goes back to the desk after signing in', async () => {
    let live = false;
    const calls = fakeApi((call) => {
      if (call.url === '/wps/staff/me')
        return live ? { value: staff } : { status: 401, code: 'STAFF_SESSION_EXPIRED' };
      if (call.url === '/wps/admin/members/5')
        return live ? { value: member } : { status: 401, code: 'STAFF_SESSION_EXPIRED' };
      if (call.url === '/wps/admin/members/5/ledger') return { value: ledger };
      if (call.url === '/wps/staff/login') return { value: { next: 'totp', ticket: 't-1' } };
      if (call.url === '/wps/staff/login/verify') {
        live = true;
        return { value: staff };
      }
      return undefined;
    });
    renderDesk(<AppRoutes />, staff, '/members/5');
    expect(await screen.findByTestId('session-expired')).toHaveTextContent('Your session ended');
    const desk = () => calls.filter((c) => c.url === '/wps/admin/members/5').length;
    const failed = desk();
    await userEvent.type(screen.getByLabelText('Account'), 'finance');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Member demo' })).toBeInTheDocument();
    // While signed out the desk is not asked again (no 401 loop); once signed in, once.
    expect(desk()).toBe(failed + 1);
  });
});
