import { act, fireEvent, screen } from '@testing-library/react';
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

describe('SmsCodeButton', () => {
  it('counts down 60 s per minute of validity, disabled meanwhile, then can send again', async () => {
    jest.useFakeTimers();
    const h = mockHttp({ 'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 2, expirationTime: new Date(Date.now() + 120_000).toISOString() }) });
    renderWithShell(<SmsCodeButton send={() => sendSmsCode('login', '9171234567', '63')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 117 s' })).toBeDisabled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(117_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(h.callsTo('POST /wps/verification/sms/noLogin')[0]?.body).toEqual({ mobileNum: '9171234567', countryDialingCode: '63', regType: 'login' });
    h.restore();
  });

  it('sends once for presses within 1000 ms', async () => {
    const h = mockHttp({ 'POST /wps/verification/sms/noLogin': () => fail(429, 'TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes') });
    renderWithShell(<SmsCodeButton send={() => sendSmsCode('login', '9171234567', '63')} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(h.callsTo('POST /wps/verification/sms/noLogin')).toHaveLength(1);
    // A failure shows the server's message with OK and leaves the button usable (SPEC §8).
    expect(await screen.findByRole('alertdialog', { name: 'Could not send the code' })).toHaveTextContent('Too many requests');
    h.restore();
  });

  it('does not send when the form refuses (invalid number)', async () => {
    const h = mockHttp({});
    renderWithShell(<SmsCodeButton canSend={() => false} send={() => sendSmsCode('login', 'x', '63')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(h.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    h.restore();
  });
});

describe('countdownSeconds', () => {
  it('uses the expiration time in forgot mode', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(countdownSeconds({ expiredMinutes: 5, expirationTime: '2026-01-01T00:01:30Z' }, 'until-expiry', now)).toBe(90);
    expect(countdownSeconds({ expiredMinutes: 5, expirationTime: '2026-01-01T00:01:30Z' }, 'per-minute', now)).toBe(300);
  });
});
