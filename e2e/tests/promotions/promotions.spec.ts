import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/remotes';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// The seeded demo member on the real site: /promotions shows the seed's promotions with their states; signing in
// for the day credits the bonus once, and bonus details (the member centre page filled by the promotions widget)
// shows it with its wagering next to the seeded VIP gift.
test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

test('demo claims the daily sign-in on /promotions and sees it in bonus details', async ({ page }) => {
  await gotoSettled(page, '/promotions');
  const root = remoteRoot(page, 'mfe_promotions');
  await expect(root.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  const signIn = root.locator('[data-promotion="SIGNIN5"]');
  // A visitor is asked to log in first.
  await expect(signIn.getByRole('button', { name: 'Log in to join' })).toBeVisible();

  await logIn(page, 'demo', 'Demo1234');
  await closeAfterLoginModal(page);
  // Logging in lands on home; come back to the promotions.
  await gotoSettled(page, '/promotions');
  await signIn.getByRole('button', { name: 'Sign in today' }).click();
  await expect(page.getByText('Bonus of 5.00 credited.')).toBeVisible();
  await expect(signIn.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(
    root.locator('[data-promotion="LUNAR2027"]').getByRole('button', { name: 'Coming soon' }),
  ).toBeDisabled();

  await root.locator('[data-promotion="BIRTHDAY88"]').getByRole('button', { name: 'In progress' }).click();
  const overlay = page.locator('[data-overlay="mfe_member"][data-overlay-page="bonusDetails"]');
  await expect(overlay.getByRole('progressbar', { name: 'Wagering of Daily sign-in' })).toBeVisible();
  const gift = overlay.getByRole('progressbar', { name: 'Wagering of VIP birthday gift 88' });
  await expect(gift).toHaveAttribute('max', '264');
  // Demo's bets in the other specs (games, lottery) count towards it too: at least the seeded 120.
  expect(Number(await gift.getAttribute('value'))).toBeGreaterThanOrEqual(120);
});
