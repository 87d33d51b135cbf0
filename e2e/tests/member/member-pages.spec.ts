import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * The member centre's pages with real figures. Every page opening by its deep link at 360 px, fitting and passing axe
 * is the phone walk's (tests/phone/phone-walk.spec.ts). player3 only reads here (its seeded bets feed the profit
 * page), so nothing collides.
 */
test('profit and loss shows the seeded play per game type with totals', async ({ page }) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
  await page.goto('/member/personalProfit');
  await closeAfterLoginModal(page);
  const byType = page.getByRole('table', { name: 'Profit and loss by game type' });
  // player3 is seeded losing on both games it plays (server/src/db/seed/agents.ts: 800 bet, 200 won a day).
  await expect(byType.getByRole('row', { name: /Fishing/ })).toContainText('-');
  await expect(byType.getByRole('row', { name: /Slots/ })).toContainText('-');
  await expect(byType.getByRole('row').last()).toContainText(/Total.*-\d/);
  await expect(
    page.getByRole('table', { name: 'Profit and loss by day' }).getByRole('row', { name: /Slots/ }).first(),
  ).toBeVisible();
  // Today's preset asks the server again; the table keeps its shape.
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(byType).toBeVisible();
});
