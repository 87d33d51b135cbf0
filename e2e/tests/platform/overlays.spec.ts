import { expect, test, type Page } from '@playwright/test';
import { remoteRoot } from '../../support/remotes';
import {
  browseFrom,
  closeAfterLoginModal,
  gotoSettled,
  logIn,
  openLogin,
  randomIp,
} from '../shell/shell-helpers';

// The member centre overlay (owner mfe_member) over any page: docs/architecture.md "Overlays", docs/site-rules.md "Screens", "Access".
test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

const memberOverlay = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function logInDemo(page: Page) {
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  await closeAfterLoginModal(page);
}

async function openFromAvatarMenu(page: Page, item: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Demo Player/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('opens from the avatar menu over the current page and closes with Escape', async ({ page }) => {
  await logInDemo(page);
  await openFromAvatarMenu(page, 'Member centre');
  const dialog = memberOverlay(page);
  // The member centre opens on its menu of pages (docs/decisions.md "Phone navigation").
  await expect(dialog.getByRole('navigation', { name: 'Member centre pages' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/member/memberCentre');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the Deposit button opens the deposit page and back closes it', async ({ page }) => {
  await logInDemo(page);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = memberOverlay(page);
  await expect(dialog.getByRole('heading', { name: 'Deposit' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/member/depositv2');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a deep link opens the overlay over home', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/member/transactionHistory?type=deposit');
  await closeAfterLoginModal(page);
  const dialog = memberOverlay(page);
  // `?type=deposit` is the deposit record: the deposit orders, not every movement.
  await expect(dialog.getByRole('heading', { name: 'Deposit record' })).toBeVisible();
  await expect(remoteRoot(page, 'mfe_lobby')).toBeAttached();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a trial account is refused with the real-account warning', async ({ page }) => {
  await gotoSettled(page, '/');
  await openLogin(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  await closeAfterLoginModal(page);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Please register an account first' })).toBeVisible();
  await expect(memberOverlay(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
