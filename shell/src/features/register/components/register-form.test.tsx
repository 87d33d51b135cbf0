import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import type { RegisterSettings } from '@site/shared/schemas';
import { loginResult, whitelabel } from '../../../../test/fixtures';
import { fail, mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useShellUi } from '../../../stores/shell-ui-store';
import { RegisterForm } from './register-form';
import { seedSiteConfig } from '../../../../test/site-cache';

const rule = (patternId: number, min: number, max: number) => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId,
  minLength: min,
  maxLength: max,
});
const settings: RegisterSettings = {
  rules: { username: rule(1, 6, 12), password: rule(0, 6, 20) },
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: false,
  nationalityOccupationIncome: false,
  ageLimit: 18,
};

let registerHeaders: Record<string, unknown> = {};

function http(affiliateOk = true) {
  return mockHttp({
    'GET /wps/captcha': () =>
      ok({ captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 300 }),
    'GET /wps/system/dropdown': () => ok([]),
    'POST /wps/agent/affiliate': () =>
      affiliateOk ? ok({ valid: true, agentAccount: 'ag' }) : fail(400, 'INVALID_AFFILIATE_CODE', 'bad'),
    'POST /wps/member/register': ({ headers }) => {
      registerHeaders = headers;
      return ok(loginResult({ account: 'newbie1', token: 'tok-reg' }));
    },
    'POST /wps/member/register/mobile': () => ok(loginResult({ account: 'm8812345', token: 'tok-mob' })),
  });
}

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useShellUi.setState({ modal: null });
  seedSiteConfig({ whitelabel: whitelabel(), registerSettings: settings });
});

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie1');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'secret12');
  await user.click(screen.getByLabelText('I am over 18 years old'));
  await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'ab12');
}

describe('RegisterForm', () => {
  it('registers after the slider challenge, logs in, goes home and shows success', async () => {
    const h = http();
    renderWithShell(<RegisterForm mode="page" />, { route: '/register' });
    const user = userEvent.setup();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const slider = await screen.findByRole('slider', { name: 'Slide to verify' });
    expect(h.callsTo('POST /wps/member/register')).toHaveLength(0);
    fireEvent.change(slider, { target: { value: '100' } });
    await waitFor(() =>
      expect(useShellUi.getState().modal).toEqual({ kind: 'register-success', generatedAccount: null }),
    );
    expect(useSessionStore.getState().token).toBe('tok-reg');
    const body = h.callsTo('POST /wps/member/register')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'newbie1',
      password: 'secret12',
      confirmPassword: 'secret12',
      registerMethod: 'WEB',
      login: true,
    });
    expect(body.challenge).toMatchObject({ slider: 100 });
    expect(body).toMatchObject({ captcha: 'ab12', captchaId: 'cap-1' });
    // The device signature the server counts creations under, besides the address.
    expect(String(registerHeaders['x-device-signature'])).toMatch(/^.{8,}$/);
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/$/));
    h.restore();
  });

  it('always shows a captcha and registers nothing without an answer', async () => {
    const h = http();
    renderWithShell(<RegisterForm mode="page" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie1');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByLabelText('I am over 18 years old'));
    await waitFor(() => expect(h.callsTo('GET /wps/captcha')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Captcha not empty')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/register')).toHaveLength(0);
    h.restore();
  });

  it('shows rule messages with the bounds and sends nothing when fields are wrong', async () => {
    const h = http();
    renderWithShell(<RegisterForm mode="page" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '1x');
    await user.click(screen.getByLabelText('I am over 18 years old'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Username must be 6-12 letters or digits, starting with a letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password not empty')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(h.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    h.restore();
  });

  it('stops with the invitation_code_error dialog when the affiliate code is invalid', async () => {
    const h = http(false);
    renderWithShell(<RegisterForm mode="page" />);
    const user = userEvent.setup();
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText('Invitation code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alertdialog', { name: 'Invitation code' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/register')).toHaveLength(0);
    h.restore();
  });

  it('mobile registration has no username field and announces the generated account first', async () => {
    const h = http();
    renderWithShell(<RegisterForm mode="popup" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByLabelText('I am over 18 years old'));
    await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.change(await screen.findByRole('slider'), { target: { value: '100' } });
    await waitFor(() =>
      expect(useShellUi.getState().modal).toEqual({ kind: 'register-success', generatedAccount: 'm8812345' }),
    );
    expect(h.callsTo('POST /wps/member/register/mobile')[0]?.body).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
    });
    h.restore();
  });

  it('has a reset button in page mode only', async () => {
    const h = http();
    const { unmount } = renderWithShell(<RegisterForm mode="page" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    unmount();
    renderWithShell(<RegisterForm mode="popup" />);
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    h.restore();
  });

  it('does not submit until the terms box is ticked', async () => {
    const h = http();
    renderWithShell(<RegisterForm mode="page" />);
    const user = userEvent.setup();
    await fillUsernameForm(user);
    await user.click(screen.getByLabelText('I have read and agree to the terms and conditions'));
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    h.restore();
  });

  it('local variant: disclaimer, 21+ box, birthday checked first, gaming venue', async () => {
    const h = mockHttp({ 'GET /wps/system/dropdown': () => ok([{ id: 1, value: 'MNL', label: 'Manila' }]) });
    seedSiteConfig({ whitelabel: whitelabel({ localVariant: true, gamingVenue: true }) });
    renderWithShell(<RegisterForm mode="page" />);
    expect(screen.getByRole('note')).toHaveTextContent('21 years of age');
    expect(screen.getByLabelText('I am over 21 years old')).toBeInTheDocument();
    expect(await screen.findByLabelText('Gaming venue')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Birthday'), '2010-05-05');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You must be at least 21 years old')).toBeInTheDocument();
    expect(screen.queryByText('Username not empty')).not.toBeInTheDocument();
    h.restore();
  });
});
