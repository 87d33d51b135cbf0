import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Read-only pages of the agent centre on the seeded tree (docs/agents.md "Seed"): agent2 holds a monthly dividend
// from agent1, settled for last month by the job on the first start, and has agent3 and players under it.
test("agent2 sees last month's dividend bill and the loss statements of its team; a member outside it is refused", async ({
  page,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'agent2', 'Agent1234');
  await closeAfterLoginModal(page);
  const centre = page.getByRole('dialog', { name: 'Agent centre' });

  await page.goto('/agent/dividend');
  await closeAfterLoginModal(page);
  const bills = centre.getByRole('table', { name: 'My dividend bills' });
  const bill = bills.getByRole('row').filter({ hasText: 'Paid' }).first();
  await expect(bill).toBeVisible();
  await expect(bill).toContainText(/[1-9][\d,]*\.\d\d/);

  await page.goto('/agent/lossStatements');
  await closeAfterLoginModal(page);
  await centre.getByRole('button', { name: 'Last 30 days' }).click();
  const statements = centre.getByRole('table', { name: 'Loss statements by member' });
  await expect(
    statements
      .getByRole('row')
      .filter({ hasText: /player\d/ })
      .first(),
  ).toBeVisible();

  await centre.getByRole('search').getByRole('textbox', { name: 'Member' }).fill('agent1');
  await centre.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(centre.getByText('This account is not in your team.')).toBeVisible();
});
