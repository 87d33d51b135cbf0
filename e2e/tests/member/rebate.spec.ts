import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Manual rebate (docs/rebate.md) on the real site. player3's seeded play (server/src/db/seed/agents.ts): 7 days of
// 400.00 a day on slots and on fishing, at VIP 0 (0.40 % on both): 2,800.00 valid per group × 0.40 % = 11.20 each,
// 22.40 in all. Only this test claims for player3 (the other tests only read its pages).
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a member claims the rebate of their seeded bets: the balance rises by it, once, and the record shows it', async ({
  page,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const before = amountOf(await balance.textContent());

  await page.goto('/member/manualRebate');
  await closeAfterLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await expect(dialog.getByTestId('rebate-total')).toHaveText('22.40 PHP');
  const lines = dialog.getByRole('table', { name: 'Rebate by game type' });
  await expect(lines.getByRole('row', { name: /Slots/ })).toContainText('2,800.00');
  await expect(lines.getByRole('row', { name: /Fishing/ })).toContainText('11.20');

  await dialog.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText('22.40 PHP rebate was added to your balance.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expect(dialog.getByText(/You claimed today's rebate/)).toBeVisible();
  await expect(dialog.getByTestId('rebate-total')).toHaveText('0.00 PHP');
  await expect(dialog.getByRole('table', { name: 'Past claims' }).getByRole('row')).toHaveCount(2);
  // The header follows through the balance push, without a reload.
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before + 22.4, 2);

  await page.goto('/member/transactionHistory');
  await closeAfterLoginModal(page);
  await expect(dialog.getByRole('row', { name: /Rebate/ }).first()).toContainText('22.40');
});
