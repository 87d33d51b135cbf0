import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// The red envelope raffle (docs/promotions.md "Red envelope raffle") on the real site: a settled round of the demo
// slot earns demo an envelope (the seeded rule: one per settled bet, up to 3 a day); opening it pays its prize
// through the ledger into the header balance, and the fairness commitment of today's draw is shown. One at a time:
// it moves demo's money.
test('demo plays a round, opens a red envelope and its prize reaches the balance', async ({ page }) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  await closeAfterLoginModal(page);
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);

  await page.goto('/game?gameId=PG-RNG-0002');
  const game = page.frameLocator('iframe[title="Game Demo Paid Slot"]');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();

  await gotoSettled(page, '/');
  await closeAfterLoginModal(page);
  const envelopes = page.getByRole('button', { name: /^Red envelopes to open: [1-9]/ });
  await expect(envelopes).toBeVisible();
  const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  const before = amountOf(await balance.textContent());
  await envelopes.click();
  const dialog = page.getByRole('dialog', { name: 'Red envelopes' });
  await expect(dialog.getByText(/Fairness commitment/)).toBeVisible();
  await expect(dialog.getByText(/\b[0-9a-f]{64}\b/).first()).toBeVisible();
  // The dialog as the member meets it (axe, serious and critical findings only).
  expect(await seriousViolations(page, '.ui-modal')).toEqual([]);
  await dialog.getByRole('button', { name: 'Open an envelope' }).click();
  const won = dialog.getByText(/^You won .*It is in your balance now\.$/);
  await expect(won).toBeVisible();
  const prize = amountOf((await won.textContent())?.replace(/It is in.*$/, '') ?? '');
  expect(prize).toBeGreaterThan(0);
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before + prize, 2);
});
