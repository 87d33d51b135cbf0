import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberInfo } from '../../../../test/fixtures';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { ChangePasswordModal } from './change-password-modal';

function api() {
  return mockHttp({
    'POST /wps/member/password': () => ok(null),
    'GET /wps/member/info': () => ok(memberInfo()),
    'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 1000, currency: 'PHP' }),
  });
}

describe('ChangePasswordModal', () => {
  it('cannot be dismissed when forced; success reloads member info, closes and goes home', async () => {
    const h = api();
    useShellUi.setState({ modal: { kind: 'change-password', forced: true } });
    renderWithShell(<ChangePasswordModal />, { route: '/live' });
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Old password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/password')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useShellUi.getState().modal).toBeNull());
    expect(h.callsTo('GET /wps/member/info')).toHaveLength(1);
    // The server held the balance back until the forced change; the header gets it now.
    expect(h.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
    h.restore();
  });

  it('closes on Escape when opened by the player', async () => {
    const h = api();
    useShellUi.setState({ modal: { kind: 'change-password', forced: false } });
    renderWithShell(<ChangePasswordModal />);
    await userEvent.setup().keyboard('{Escape}');
    expect(useShellUi.getState().modal).toBeNull();
    h.restore();
  });
});
