import { expect, test, type APIRequestContext } from '@playwright/test';
import { browseFrom, gotoSettled, openLogin, randomIp, trackCaptcha } from '../shell/shell-helpers';

/** Issue 16, finding 5: forgot password mails a single-use link; the password changes only when the owner uses it. */

async function answerOf(
  request: APIRequestContext,
  ip: string,
): Promise<{ captchaId: string; captcha: string }> {
  const issued = (await (
    await request.get('/wps/captcha', { headers: { 'x-forwarded-for': ip } })
  ).json()) as { value: { captchaId: string } };
  const solved = (await (await request.get(`/wps/dev/captcha/${issued.value.captchaId}`)).json()) as {
    value: { answer: string };
  };
  return { captchaId: issued.value.captchaId, captcha: solved.value.answer };
}

test('forgot password by e-mail, then the link sets a new password once and the old one stops working', async ({
  page,
  request,
}) => {
  const ip = randomIp();
  await browseFrom(page, ip);
  const username = `r${String(Date.now()).slice(-8)}`;
  const email = `${username}@example.com`;
  const registered = await request.post('/wps/member/register', {
    headers: { 'x-forwarded-for': randomIp() },
    data: {
      username,
      password: 'Before-Reset-1',
      confirmPassword: 'Before-Reset-1',
      email,
      ...(await answerOf(request, randomIp())),
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const captcha = trackCaptcha(page, request);
  await gotoSettled(page, '/');
  await openLogin(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  const form = dialog.getByRole('form', { name: 'By e-mail' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Captcha' }).fill(await captcha.answer());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Check your e-mail' })).toContainText(
    'we have sent a link',
  );

  let token = '';
  await expect
    .poll(async () => {
      const mails = (
        (await (await request.get(`/wps/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
          value: Array<{ code: string }>;
        }
      ).value;
      token = mails[0]?.code ?? '';
      return token;
    })
    .not.toBe('');
  // Until the link is used the old password still works.
  const before = await request.post('/wps/session/login', {
    headers: { 'x-forwarded-for': randomIp() },
    data: { username, password: 'Before-Reset-1' },
  });
  expect(((await before.json()) as { success: boolean }).success).toBe(true);

  await gotoSettled(page, `/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await page.getByLabel('New password', { exact: true }).fill('After-Reset-22');
  await page.getByLabel('Confirm password', { exact: true }).fill('After-Reset-22');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Password changed' })).toBeVisible();

  const login = async (password: string) =>
    (
      (await (
        await request.post('/wps/session/login', {
          headers: { 'x-forwarded-for': randomIp() },
          data: { username, password },
        })
      ).json()) as { code: string }
    ).code;
  expect(await login('After-Reset-22')).toBe('OK');
  expect(await login('Before-Reset-1')).not.toBe('OK');
  const reuse = await request.post('/wps/member/password/reset', {
    data: { token, newPassword: 'Third-Pass-333', confirmNewPassword: 'Third-Pass-333' },
  });
  expect(((await reuse.json()) as { code: string }).code).toBe('RESET_LINK_INVALID');
});
