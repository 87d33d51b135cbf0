import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { dialogOverflow } from '../../support/phone-fit';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * The member centre on a phone (docs/performance.md "Phone layout"): every page of the overlay that is built
 * opens by its deep link at 360 px, shows its heading, fits without sideways scrolling (inside the dialog as well as
 * on the page) and has no serious or critical axe finding inside the dialog. player3 only reads here (its seeded bets feed the profit page), so nothing collides.
 */
const PAGES = [
  ['securityCenter', 'My account'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Profit and loss'],
  ['bonusDetails', 'Bonus details'],
  ['rewardCenter', 'Reward centre'],
  ['missionLeaderboard', 'Mission leaderboard'],
  ['messageV2', 'Messages'],
  ['manualRebate', 'Rebate'],
  ['referral', 'Invite friends'],
  ['transferUpline', 'Transfer to upline'],
  ['transferFund', 'Wallet'],
  ['vipRank', 'VIP rank'],
] as const;

test.use({ viewport: { width: 360, height: 740 } });

// Two halves, so two workers share the walk (each page is a full reload of the site).
for (const [half, pages] of [
  ['first', PAGES.slice(0, 7)],
  ['second', PAGES.slice(7)],
] as const) {
  test(`the ${half} half of the member pages opens by deep link at 360 px and fits the screen`, async ({
    page,
  }) => {
    test.slow();
    await browseFrom(page, randomIp());
    await gotoSettled(page, '/');
    await logIn(page, 'player3', 'Player1234');
    await closeAfterLoginModal(page);
    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    for (const [key, heading] of pages) {
      await page.goto(`/member/${key}`);
      await closeAfterLoginModal(page);
      await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      // The page loaded its data: an error state would fit the screen too, and prove nothing.
      await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      // Settled: no skeleton or spinner left, so the measured layout is the real one.
      await expect(dialog.locator('.ui-skeleton, [role="progressbar"][aria-busy="true"]')).toHaveCount(0);
      const result = await dialogOverflow(page);
      expect(result, `${key}: ${result.culprits.join(', ')}`).toMatchObject({ page: 0, dialog: 0 });
      expect(await seriousViolations(page, '.ui-modal'), key).toEqual([]);
    }
  });
}

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
