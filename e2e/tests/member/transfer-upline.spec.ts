import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Transfer to upline (docs/payments.md "Transfer to upline") on the real site: player2 (upline agent3) sets a
// withdrawal PIN as a new member would, then sends 25.00. No other test moves player2's or agent3's money.
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a member sets a withdrawal PIN and transfers to their upline; the header and the records follow', async ({
  page,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player2', 'Player1234');
  await closeAfterLoginModal(page);
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const before = amountOf(await balance.textContent());

  await page.goto('/member/transferUpline');
  await closeAfterLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await expect(dialog.getByTestId('upline-account')).toHaveText('Agent Three (agent3)');
  const pinForm = dialog.getByRole('form', { name: 'Set a withdrawal password' });
  const form = dialog.getByRole('form', { name: 'Transfer to upline' });
  await expect(pinForm.or(form)).toBeVisible();
  if (await pinForm.isVisible()) {
    await pinForm.getByLabel(/Login password/).fill('Player1234');
    await pinForm.getByLabel(/New withdrawal password/).fill('135790');
    await pinForm.getByRole('button', { name: 'Save' }).click();
  }
  await form.getByLabel(/Amount/).fill('25');
  await form.getByLabel(/Withdrawal password/).fill('000000');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('alert')).toHaveText('The withdrawal password is not correct.');

  await form.getByLabel(/Withdrawal password/).fill('135790');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('25.00 PHP was sent to agent3.')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Your latest transfers' })).toContainText('25.00');
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 25, 2);

  await page.goto('/member/transactionHistory');
  await closeAfterLoginModal(page);
  await expect(dialog.getByRole('row', { name: /Transfer to upline/ }).first()).toContainText('25.00');
});
