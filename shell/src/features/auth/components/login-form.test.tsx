import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { fail, mockHttp, ok } from '../../../../test/http-mock';
import { loginResult, memberInfo } from '../../../../test/fixtures';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { LoginForm } from './login-form';
import { cachedMemberInfo } from '../../../../test/site-cache';
import { forgetMemberInfo } from '../../../api/get-member-info';

const captchaValue = { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 120 };

function setup(loginReply: Parameters<typeof mockHttp>[0][string]) {
  return mockHttp({
    'POST /wps/session/login': loginReply,
    'GET /wps/captcha': () => ok(captchaValue),
    'GET /wps/member/info': () => ok(memberInfo()),
    'POST /wps/session/login/2fa': () => ok(loginResult({ token: 'tok-2fa' })),
  });
}

async function fillAndSubmit(username = ' player1 ', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  forgetMemberInfo();
  useShellUi.setState({ modal: { kind: 'auth', tab: 'login' }, afterLogin: null });
  document.cookie = 'remember_login=; Max-Age=0; Path=/';
});

describe('LoginForm', () => {
  it('requires username and password and sends nothing when empty', async () => {
    const http = setup(() => ok(loginResult()));
    renderWithShell(<LoginForm />, { route: '/live' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username not empty')).toBeInTheDocument();
    expect(screen.getByText('Password not empty')).toBeInTheDocument();
    expect(http.callsTo('POST /wps/session/login')).toHaveLength(0);
    http.restore();
  });

  it('runs the after-login sequence: token stored, popup closed, home, member info, after-login modal', async () => {
    const http = setup(() => ok(loginResult({ firstTimeLogin: true })));
    renderWithShell(<LoginForm />, { route: '/live' });
    await fillAndSubmit();
    await waitFor(() => expect(useShellUi.getState().afterLogin).toEqual({ firstTime: true }));
    expect(http.callsTo('POST /wps/session/login')[0]?.body).toEqual({
      type: 'username',
      username: 'player1',
      password: 'secret1',
    });
    expect(useSessionStore.getState().token).toBe('tok-123');
    expect(useShellUi.getState().modal).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
    expect(cachedMemberInfo()?.account).toBe('player1');
    http.restore();
  });

  it('opens the forced change-password modal instead of member info when the password expired', async () => {
    const http = setup(() => ok(loginResult({ passwordExpired: true })));
    renderWithShell(<LoginForm />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(useShellUi.getState().modal).toEqual({ kind: 'change-password', forced: true }),
    );
    expect(http.callsTo('GET /wps/member/info')).toHaveLength(0);
    expect(useShellUi.getState().afterLogin).toBeNull();
    http.restore();
  });

  it('keeps the captcha hidden after a failure without the flag and shows it when the flag comes', async () => {
    let withCaptcha = false;
    const http = setup(() => fail(401, 'INVALID_CREDENTIALS', 'bad', { captcha: withCaptcha }));
    renderWithShell(<LoginForm />);
    const user = await fillAndSubmit();
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    withCaptcha = true;
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    await waitFor(() => expect(http.callsTo('GET /wps/captcha')).toHaveLength(1));
    // Captcha now required before sending again.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Captcha not empty')).toBeInTheDocument();
    expect(http.callsTo('POST /wps/session/login')).toHaveLength(2);
    await user.type(screen.getByLabelText('Captcha'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(http.callsTo('POST /wps/session/login')).toHaveLength(3));
    expect(http.callsTo('POST /wps/session/login')[2]?.body).toMatchObject({
      captcha: 'abcd',
      captchaId: 'c1',
    });
    http.restore();
  });

  it('refreshes the captcha at most once per second', async () => {
    // A controlled clock: load on a 2-core box must not decide whether two clicks fall within one second.
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const http = setup(() => fail(401, 'INVALID_CREDENTIALS', 'bad', { captcha: true }));
    renderWithShell(<LoginForm />);
    const user = await fillAndSubmit();
    await screen.findByLabelText('Captcha');
    await waitFor(() => expect(http.callsTo('GET /wps/captcha')).toHaveLength(1));
    const refresh = screen.getByRole('button', { name: 'Load a new captcha image' });
    now += 999;
    await user.click(refresh);
    await user.click(refresh);
    expect(http.callsTo('GET /wps/captcha')).toHaveLength(1);
    now += 2;
    await user.click(refresh);
    await waitFor(() => expect(http.callsTo('GET /wps/captcha')).toHaveLength(2));
    clock.mockRestore();
    http.restore();
  });

  it('asks for the SMS code on a new IP and logs in after verifying it', async () => {
    const http = setup(() =>
      fail(403, 'TWO_FACTOR_REQUIRED', '2fa', {
        challengeId: 'ch1',
        mobileMasked: '******1234',
        expiredMinutes: 5,
      }),
    );
    renderWithShell(<LoginForm />);
    const user = await fillAndSubmit();
    expect(await screen.findByText(/code we sent to \*+1234/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-2fa'));
    expect(http.callsTo('POST /wps/session/login/2fa')[0]?.body).toEqual({
      challengeId: 'ch1',
      verificationCode: '123456',
    });
    http.restore();
  });

  it('remembers the username for a day but never the password', async () => {
    const http = setup(() => ok(loginResult()));
    renderWithShell(<LoginForm />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit('player1', 'hunter2secret');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-123'));
    expect(document.cookie).toContain('remember_login=');
    expect(decodeURIComponent(document.cookie)).toContain('player1');
    expect(decodeURIComponent(document.cookie)).not.toContain('hunter2secret');
    http.restore();
  });
});
