import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// VIP / player rank (docs/vip.md): the header's rank icon opens the member centre's VIP page. player3's seeded play
// (server/src/db/seed/agents.ts: 800.00 a day for 7 days, and one 800.00 round last month for the monthly dividend)
// is 6,400.00 of the 20,000.00 Silver needs.
test('the rank icon in the header opens the VIP page with the level, the progress and the levels', async ({
  page,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
  await page.getByRole('banner').getByRole('button', { name: 'Player rank Bronze' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await expect(dialog.getByRole('heading', { name: 'VIP rank' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/vipRank$/);
  await expect(dialog.getByTestId('vip-level')).toHaveText('Bronze (VIP 0)');
  await expect(dialog.getByRole('progressbar', { name: 'Towards Silver' })).toHaveAttribute('max', '20000');
  await expect(dialog.getByText('6,400.00 PHP of 20,000.00 PHP valid bets')).toBeVisible();
  const levels = dialog.getByRole('table', { name: 'Levels' });
  await expect(levels.getByRole('row')).toHaveCount(7);
  await expect(levels.getByRole('row', { name: /Bronze — your level/ })).toContainText('0.40 %');
});
