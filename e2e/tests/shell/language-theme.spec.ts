import { expect, test } from '@playwright/test';
import { browseFrom, gotoSettled, randomIp } from './shell-helpers';

test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

test('switching to Arabic turns the page right-to-left with translated text, and survives a reload', async ({
  page,
}) => {
  await gotoSettled(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('navigation', { name: 'الألعاب' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('an unsupported saved language falls back to the default', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'xx-ZZ'));
  await gotoSettled(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('dark by default; light survives a reload and is applied before the app script runs', async ({
  page,
}) => {
  await gotoSettled(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('switch', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // Record the theme the document has at its very first script: the boot script must already have run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { themeAtDomReady: string | null }).themeAtDomReady =
        document.documentElement.getAttribute('data-theme');
    });
  });
  await page.reload();
  expect(
    await page.evaluate(() => (window as unknown as { themeAtDomReady: string | null }).themeAtDomReady),
  ).toBe('light');
  await expect(page.getByRole('switch', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(244, 246, 251)');
});
