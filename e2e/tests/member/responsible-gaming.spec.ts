import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Responsible gaming in the security centre (docs/responsible-gaming.md): a limit the member sets is enforced on
// the next deposit. player2 is used by no other end-to-end test; lowering to the same limit on a retry applies at once.
test('a member sets a daily deposit limit in the security centre; a deposit over it is refused in words', async ({
  page,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player2', 'Player1234');
  await closeAfterLoginModal(page);
  await page.goto('/member/securityCenter');
  await closeAfterLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  const daily = dialog.getByRole('form', { name: 'Daily limit (24 hours)' });
  await daily.getByLabel('New limit').fill('300');
  await daily.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Your deposit limit was saved.')).toBeVisible();
  await expect(daily.getByTestId('rg-limit-day')).toContainText('Limit: 300.00 PHP');

  // The deposit page of the same overlay (its deep link; the open overlay covers the header's button).
  await page.goto('/member/depositv2');
  await closeAfterLoginModal(page);
  await dialog.getByRole('button', { name: '500.00' }).click();
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText('This deposit would go over a deposit limit you set.')).toBeVisible();
});
