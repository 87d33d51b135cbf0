import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { ForgotByEmailForm } from './forgot-by-email-form';

const captchaValue = { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 120 };

async function fill(captcha = 'ab12') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), ' player1 ');
  await user.type(screen.getByLabelText('E-mail'), 'p1@example.com');
  if (captcha) await user.type(screen.getByRole('textbox', { name: 'Captcha' }), captcha);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ForgotByEmailForm', () => {
  it('shows a captcha at once and needs its answer', async () => {
    const h = mockHttp({
      'GET /wps/captcha': () => ok(captchaValue),
      'POST /wps/member/password/email': () => ok(null),
    });
    renderWithShell(<ForgotByEmailForm onDone={() => undefined} />);
    await waitFor(() => expect(h.callsTo('GET /wps/captcha')).toHaveLength(1));
    await fill('');
    expect(await screen.findByText('Captcha not empty')).toBeInTheDocument();
    expect(h.callsTo('POST /wps/member/password/email')).toHaveLength(0);
    h.restore();
  });

  it('sends JSON with the captcha and says a link was sent only if the details match', async () => {
    const h = mockHttp({
      'GET /wps/captcha': () => ok(captchaValue),
      'POST /wps/member/password/email': () => ok(null),
    });
    const onDone = jest.fn();
    renderWithShell(<ForgotByEmailForm onDone={onDone} />);
    await waitFor(() => expect(h.callsTo('GET /wps/captcha')).toHaveLength(1));
    await fill();
    const dialog = await screen.findByRole('alertdialog', { name: 'Check your e-mail' });
    expect(dialog).toHaveTextContent(
      'If the username and e-mail match an account, we have sent a link to reset the password.',
    );
    expect(h.callsTo('POST /wps/member/password/email')[0]?.body).toEqual({
      username: 'player1',
      email: 'p1@example.com',
      captcha: 'ab12',
      captchaId: 'c1',
    });
    h.restore();
  });

  it('shows the server refusal (wrong captcha, too many requests)', async () => {
    const h = mockHttp({
      'GET /wps/captcha': () => ok(captchaValue),
      'POST /wps/member/password/email': () => fail(429, 'TOO_MANY_REQUESTS', 'slow down'),
    });
    renderWithShell(<ForgotByEmailForm onDone={() => undefined} />);
    await waitFor(() => expect(h.callsTo('GET /wps/captcha')).toHaveLength(1));
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    h.restore();
  });
});
