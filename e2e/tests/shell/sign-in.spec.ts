import { expect, test } from '@playwright/test';
import {
  browseFrom,
  closeAfterLoginModal,
  gotoSettled,
  latestSmsCode,
  logIn,
  openLogin,
  randomIp,
  sendSmsCodeWithCaptcha,
} from './shell-helpers';

test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

test('log in, see, hide and refresh the balance, log out with confirmation', async ({ page }) => {
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  await closeAfterLoginModal(page);
  const shown = (await balance.textContent()) ?? '';
  expect(Number(shown.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText(/^\*+$/);
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(shown);

  const refreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance') && r.ok());
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await refreshed;
  await expect(balance).toHaveText(shown);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Demo Player/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(balance).toBeVisible();
  // The menu stays open behind the confirmation; sign out again and confirm this time.
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('site-session') ?? '')).not.toContain('"token":"');
});

test('the captcha appears only after a failed login and lets the right password in', async ({
  page,
  request,
}) => {
  await gotoSettled(page, '/');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
  const captchaCall = page.waitForResponse((r) => r.url().endsWith('/wps/captcha'));
  await dialog.getByRole('textbox', { name: 'Username' }).fill('player3');
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  const { value } = (await (await captchaCall).json()) as { value: { captchaId: string } };
  const answer = (
    (await (await request.get(`/wps/dev/captcha/${value.captchaId}`)).json()) as { value: { answer: string } }
  ).value.answer;
  await dialog.getByLabel('Password', { exact: true }).fill('Player1234');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(answer);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
});

test('the seeded expired account must change its password before anything else', async ({ page }) => {
  await gotoSettled(page, '/');
  await logIn(page, 'expired', 'Expired123');
  const modal = page.getByRole('dialog', { name: 'Change password' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Old password').fill('Expired123');
  await modal.getByLabel('New password').fill('Renewed-2026!');
  await modal.getByLabel('Confirm password').fill('Renewed-2026!');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
});

test('a login from a new IP needs the SMS code (2FA)', async ({ page, request }) => {
  await gotoSettled(page, '/');
  await logIn(page, 'mobile1', 'Mobile1234');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
  const code = await latestSmsCode(request, '9171234567');
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
});

test('log in by SMS: the code is sent only after the security check, then the code signs in', async ({
  page,
  request,
}) => {
  await gotoSettled(page, '/');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  const form = dialog.getByRole('form', { name: 'Log in with SMS' });
  await form.getByRole('textbox', { name: 'Mobile' }).fill('9171234567');
  // Closing the check without answering sends nothing.
  await form.getByRole('button', { name: 'Send code' }).click();
  const check = page.getByRole('dialog', { name: 'Security check' });
  await expect(check.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();
  await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  await sendSmsCodeWithCaptcha(page, request, form);
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await form
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestSmsCode(request, '9171234567'));
  await form.getByRole('button', { name: 'Log in' }).click();
  await closeAfterLoginModal(page);
  await expect(page.getByTestId('balance-amount')).toBeVisible();
});
