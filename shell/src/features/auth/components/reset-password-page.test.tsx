import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import type { RegisterSettings } from '@site/shared/schemas';
import { fail, mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { forgetResetToken, ResetPasswordPage } from './reset-password-page';
import { seedSiteConfig } from '../../../../test/site-cache';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDEF';
const settings: RegisterSettings = {
  rules: {
    password: {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 0,
      minLength: 8,
      maxLength: 20,
    },
  },
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerification: false,
  nationalityOccupationIncome: false,
  ageLimit: 18,
};

beforeEach(() => {
  forgetResetToken();
  window.history.replaceState(null, '', `/reset-password?token=${TOKEN}&lang=en`);
  seedSiteConfig({ registerSettings: settings });
  useSessionStore.getState().setSession({ token: 'old-session', account: 'player2' });
});

async function fill(newPassword: string, confirm = newPassword) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ResetPasswordPage', () => {
  it('takes the token out of the address bar at once and keeps the other parameters', async () => {
    const h = mockHttp({});
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    await waitFor(() => expect(window.location.search).toBe('?lang=en'));
    expect(window.location.href).not.toContain(TOKEN);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    h.restore();
  });

  it('checks the password rule and the confirmation before sending anything', async () => {
    const h = mockHttp({ 'POST /wps/member/password/reset': () => ok(null) });
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    await fill('short');
    expect(await screen.findByText(/8-20/)).toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/password/reset')).toHaveLength(0);
    h.restore();
  });

  it('refuses a confirmation that differs', async () => {
    const h = mockHttp({ 'POST /wps/member/password/reset': () => ok(null) });
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    await fill('Fresh-Pass-77', 'Fresh-Pass-78');
    expect(await screen.findByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/password/reset')).toHaveLength(0);
    h.restore();
  });

  it('sends the token with the new password, signs this browser out and says every session ended', async () => {
    const h = mockHttp({ 'POST /wps/member/password/reset': () => ok(null) });
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    await fill('Fresh-Pass-77');
    expect(await screen.findByRole('alertdialog', { name: 'Password changed' })).toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'Fresh-Pass-77',
      confirmNewPassword: 'Fresh-Pass-77',
    });
    expect(useSessionStore.getState().token).toBeFalsy();
    h.restore();
  });

  it('shows the server refusal of a used or expired link', async () => {
    const h = mockHttp({
      'POST /wps/member/password/reset': () => fail(400, 'RESET_LINK_INVALID', 'expired'),
    });
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    await fill('Fresh-Pass-77');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Please ask for a new one.',
    );
    h.restore();
  });

  it('keeps the token when the page mounts again after the address no longer has it', async () => {
    const h = mockHttp({ 'POST /wps/member/password/reset': () => ok(null) });
    const first = renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    first.unmount();
    expect(window.location.search).toBe('?lang=en');
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    await fill('Fresh-Pass-77');
    expect(await screen.findByRole('alertdialog', { name: 'Password changed' })).toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/password/reset')[0]?.body).toMatchObject({ token: TOKEN });
    h.restore();
  });

  it('without a token says the link is not complete and shows no form', () => {
    window.history.replaceState(null, '', '/reset-password');
    renderWithShell(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is not complete');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
