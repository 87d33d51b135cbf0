import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, ok } from '../../test/http-mock';
import { renderWithShell } from '../../test/render';
import { sendSmsCode } from '../api/send-sms-code';
import { countdownSeconds } from '../hooks/use-sms-countdown';
import { SmsCodeButton } from './sms-code-button';

afterEach(() => jest.useRealTimers());

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

const captchaValue = (id = 'c1') => ({
  captchaId: id,
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  expiresInSeconds: 120,
});

/** Presses "Send code", waits for the security-check dialog and answers its captcha. */
async function answerCaptcha(answer = 'ABCD') {
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Security check' });
  await waitFor(() => expect(dialog.querySelector('img')).not.toBeNull());
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Captcha' }), { target: { value: answer } });
  return dialog;
}

describe('SmsCodeButton', () => {
  it('sends only with a solved captcha, then counts down 60 s per minute of validity and can send again', async () => {
    const h = mockHttp({
      'GET /wps/captcha': () => ok(captchaValue()),
      'POST /wps/verification/sms/noLogin': () =>
        ok({ expiredMinutes: 2, expirationTime: new Date(Date.now() + 120_000).toISOString() }),
    });
    // Inside the page's own form, as in every real use: the dialog's submit must not submit that form.
    const outerSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    renderWithShell(
      <form onSubmit={outerSubmit}>
        <SmsCodeButton send={(solved) => sendSmsCode('login', '9171234567', '63', solved)} />
      </form>,
    );
    const dialog = await answerCaptcha('ab12');
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 117 s' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(117_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(h.callsTo('POST /wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      regType: 'login',
      captchaId: 'c1',
      captcha: 'ab12',
    });
    h.restore();
  });

  it('an empty answer sends nothing; a wrong one keeps the dialog open with a new image', async () => {
    let n = 0;
    const h = mockHttp({
      'GET /wps/captcha': () => ok(captchaValue(`c${++n}`)),
      'POST /wps/verification/sms/noLogin': () => fail(400, 'INVALID_CAPTCHA', 'Invalid captcha'),
    });
    renderWithShell(<SmsCodeButton send={(solved) => sendSmsCode('login', '9171234567', '63', solved)} />);
    const dialog = await answerCaptcha('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Captcha not empty')).toBeInTheDocument();
    expect(h.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Captcha' }), {
      target: { value: 'WRONG' },
    });
    await new Promise((r) => setTimeout(r, 1_050)); // the image refresh is throttled to one a second
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(h.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    await waitFor(() => expect(h.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(within(dialog).getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    h.restore();
  });

  it('sends once for presses within 1000 ms and shows any other failure with OK', async () => {
    const h = mockHttp({
      'GET /wps/captcha': () => ok(captchaValue()),
      'POST /wps/verification/sms/noLogin': () =>
        fail(429, 'TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes'),
    });
    renderWithShell(<SmsCodeButton send={(solved) => sendSmsCode('login', '9171234567', '63', solved)} />);
    const dialog = await answerCaptcha();
    const button = within(dialog).getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(h.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(1);
    // A failure shows the server's message with OK and leaves the button usable (docs/site-rules.md "Errors").
    expect(await screen.findByRole('alertdialog', { name: 'Could not send the code' })).toHaveTextContent(
      'Too many requests',
    );
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    h.restore();
  });

  it('does not ask or send when the form refuses (invalid number)', async () => {
    const h = mockHttp({});
    renderWithShell(
      <SmsCodeButton canSend={() => false} send={(solved) => sendSmsCode('login', 'x', '63', solved)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(h.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    h.restore();
  });
});

describe('countdownSeconds', () => {
  it('uses the expiration time in forgot mode', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(
      countdownSeconds({ expiredMinutes: 5, expirationTime: '2026-01-01T00:01:30Z' }, 'until-expiry', now),
    ).toBe(90);
    expect(
      countdownSeconds({ expiredMinutes: 5, expirationTime: '2026-01-01T00:01:30Z' }, 'per-minute', now),
    ).toBe(300);
  });
});
