import { expect, test } from '@playwright/test';
import { browseFrom, logIn, randomIp, popupDecision } from './shell-helpers';

test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

test('a visitor sees the announcement popup on home but not on the register page', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup.getByRole('heading', { name: 'Welcome to the site' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  // Listen before navigating: the popup list can answer before the register heading renders.
  const popupListLoaded = page
    .waitForResponse((r) => r.url().includes('category=popup'), { timeout: 10_000 })
    .catch(() => undefined);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await popupListLoaded;
  await expect(popup).toHaveCount(0);
});

test('on /help the help centre shows instead of the popup', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
});

test('a member who closed the popup does not see it again in the same session', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup.getByRole('button', { name: 'Close' }).click();
  await logIn(page, 'player4', 'Player1234');
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  // After login the after-login modal shows the member's list (with a welcome on a first login).
  const afterLogin = page.getByRole('dialog', { name: /^(Announcements|Welcome!)$/ });
  await expect(afterLogin.getByRole('heading', { name: 'Welcome to the site' })).toBeVisible();
  await afterLogin.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  // The shell's own decision for this page load, once the member's list has answered.
  expect(await popupDecision(page)).toBe('none');
  await expect(popup).toHaveCount(0);
});
