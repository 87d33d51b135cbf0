import { expect, test, type Page } from '@playwright/test';
import {
  browseFrom,
  latestSmsCode,
  randomIp,
  sendSmsCodeWithCaptcha,
  setFlag,
  trackCaptcha,
} from './shell-helpers';

const suffix = () => String(Date.now()).slice(-7);

async function passSliderAndSucceed(page: Page): Promise<void> {
  const slider = page.getByRole('slider', { name: 'Slide to verify' });
  await expect(slider).toBeVisible();
  await slider.focus();
  await page.keyboard.press('End');
}

async function fillCommon(page: Page, password: string, captcha: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Register' });
  // Registration always needs a solved captcha (issue 16).
  await form.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  const nationality = form.getByLabel('Nationality');
  if (await nationality.count()) await nationality.selectOption({ index: 1 });
  await form.getByLabel('I am over 18 years old').check();
}

test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

test('register in username mode on the page, then logged in at home with the success dialog', async ({
  page,
  request,
}) => {
  const captcha = trackCaptcha(page, request);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const username = `u${suffix()}`;
  await page
    .getByRole('form', { name: 'Register' })
    .getByRole('textbox', { name: 'Username' })
    .fill(username);
  await fillCommon(page, 'Secret-2026', await captcha.answer());
  await page.getByRole('form', { name: 'Register' }).getByRole('button', { name: 'Register' }).click();
  await passSliderAndSucceed(page);
  await expect(page.getByRole('alertdialog', { name: 'Registration successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('alertdialog', { name: 'Registration successful' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();
});

test('register in mobile mode with the SMS code from the outbox; the generated account is announced', async ({
  page,
  request,
}) => {
  await setFlag(request, 'registrationSmsVerification', true);
  try {
    const captcha = trackCaptcha(page, request);
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    // The form's own captcha, read before the SMS step fetches the security check's one.
    const registrationAnswer = await captcha.answer();
    const mobile = `917${suffix()}`;
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await sendSmsCodeWithCaptcha(page, request, form);
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await latestSmsCode(request, mobile);
    await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await fillCommon(page, 'Secret-2026', registrationAnswer);
    await form.getByRole('button', { name: 'Register' }).click();
    await passSliderAndSucceed(page);
    const generated = page.getByRole('alertdialog', { name: 'Your account' });
    await expect(generated).toContainText(/m\d{8}/);
    await generated.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Registration successful' })).toBeVisible();
  } finally {
    await setFlag(request, 'registrationSmsVerification', false);
  }
});
