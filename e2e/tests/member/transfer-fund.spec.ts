import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Game wallets (docs/payments.md "Transfer wallets") on the real site: player4 moves 15.00 into the demo
// transfer-wallet vendor (Dragon Tiger World) and recalls it. No other test moves player4's own money; the agent
// centre's test pays player4 later, one at a time.
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a member moves money into a game wallet and recalls it; the header balance follows both ways', async ({
  page,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player4', 'Player1234');
  await closeAfterLoginModal(page);
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const before = amountOf(await balance.textContent());

  await page.goto('/member/transferFund');
  await closeAfterLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  const gameWallet = dialog.getByTestId('wallet-DTW');
  await expect(gameWallet).toContainText('Dragon Tiger World');
  await expect(gameWallet).toContainText(/\d/);
  const walletBefore = amountOf(await gameWallet.locator('dd').textContent());

  const form = dialog.getByRole('form', { name: 'Transfer between wallets' });
  await form.getByLabel('Direction').selectOption({ label: 'Into the game wallet' });
  await form.getByLabel(/Amount/).fill('15');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText(/15\.00 PHP transferred\./)).toBeVisible();
  await expect
    .poll(async () => amountOf(await gameWallet.locator('dd').textContent()))
    .toBeCloseTo(walletBefore + 15, 2);
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 15, 2);

  await dialog.getByRole('button', { name: 'Recall all' }).click();
  await expect(page.getByText(/is back in your main wallet\./)).toBeVisible();
  await expect.poll(async () => amountOf(await gameWallet.locator('dd').textContent())).toBe(0);
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before + walletBefore, 2);
});
