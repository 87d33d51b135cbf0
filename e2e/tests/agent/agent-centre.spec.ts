import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// The agent centre on the seeded tree (agent1 → agent2 → agent3, player1-4): docs/agents.md.
test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

const toMinor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test('agent1 opens the agent centre, sees the team overview and transfers to a downline', async ({
  page,
}) => {
  await gotoSettled(page, '/');
  await logIn(page, 'agent1', 'Agent1234');
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  await closeAfterLoginModal(page);
  const before = toMinor((await balance.textContent()) ?? '');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Agent One/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/agent/teamOverview');
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(centre.getByTestId('overview-teamSize')).toHaveText('6');
  await centre.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(centre.getByTestId('overview-validBets')).not.toHaveText('0.00');

  await centre
    .getByRole('navigation', { name: 'Agent centre pages' })
    .getByRole('button', { name: 'Downline management' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/agent/downlineManagement');
  const row = centre.getByRole('row').filter({ hasText: 'player4' });
  await row.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to player4' });
  await dialog.getByLabel('Amount').fill('12.50');
  // agent1's withdrawal password from the seed (README demo accounts).
  await dialog.getByLabel('Withdrawal password').fill('135790');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The transfer to player4 is done.')).toBeVisible();
  await expect.poll(async () => toMinor((await balance.textContent()) ?? '')).toBe(before - 1250);
});
