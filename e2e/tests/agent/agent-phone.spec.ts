import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { dialogOverflow } from '../../support/phone-fit';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * The agent centre on a phone (docs/performance.md "Phone layout"), as the member centre's walk does: every page of
 * the overlay opens by its deep link at 360 × 740, shows its heading and its data, fits without sideways scrolling
 * (the page, and everything inside the dialog) and has no serious or critical axe finding inside the dialog.
 * agent2 holds every contract kind from agent1 (docs/agents.md "Seed"), so the four contract pages show too; it only
 * reads here, so nothing collides with the other agent specs.
 */
const PAGES = [
  ['announcement', 'Announcements'],
  ['teamOverview', 'Team overview'],
  ['registerCentre', 'Register centre'],
  ['downlineManagement', 'Downline management'],
  ['teamBetting', 'Team betting'],
  ['lossStatements', 'Loss statements'],
  ['myIncome', 'My income'],
  ['accountDetails', 'Account details'],
  ['dividend', 'Dividend'],
  ['dailySalary', 'Daily salary'],
  ['hourlySalary', 'Hourly salary'],
  ['realtimeSalary', 'Real-time salary'],
] as const;

test.use({ viewport: { width: 360, height: 740 } });

// Two halves, so two workers share the walk (each page is a full reload of the site).
for (const [half, pages] of [
  ['first', PAGES.slice(0, 6)],
  ['second', PAGES.slice(6)],
] as const) {
  test(`the ${half} half of the agent pages opens by deep link at 360 px, fits the screen and passes axe`, async ({
    page,
  }) => {
    test.slow();
    await browseFrom(page, randomIp());
    await gotoSettled(page, '/');
    await logIn(page, 'agent2', 'Agent1234');
    await closeAfterLoginModal(page);
    const dialog = page.getByRole('dialog', { name: 'Agent centre' });
    for (const [key, heading] of pages) {
      await page.goto(`/agent/${key}`);
      await closeAfterLoginModal(page);
      await expect(dialog.getByRole('heading', { name: heading, exact: true, level: 2 })).toBeVisible();
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

test('the forms and dialogs of the agent centre fit 360 px and pass axe: the transfer dialog, the offer form', async ({
  page,
}) => {
  test.slow();
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'agent2', 'Agent1234');
  await closeAfterLoginModal(page);
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  const fits = async (what: string) => {
    const result = await dialogOverflow(page);
    expect(result, `${what}: ${result.culprits.join(', ')}`).toMatchObject({ page: 0, dialog: 0 });
    expect(await seriousViolations(page, '.ui-modal'), what).toEqual([]);
  };

  await page.goto('/agent/downlineManagement');
  await closeAfterLoginModal(page);
  await centre.getByRole('button', { name: 'Transfer', exact: true }).first().click();
  const transfer = page.getByRole('dialog', { name: /^Transfer to / });
  await expect(transfer.getByLabel('Withdrawal password')).toBeVisible();
  await fits('transfer dialog');
  await page.keyboard.press('Escape');
  await expect(transfer).toHaveCount(0);

  await page.goto('/agent/dailySalary');
  await closeAfterLoginModal(page);
  await centre.getByRole('button', { name: 'Offer a contract' }).click();
  await expect(centre.getByLabel('Rate (%)').first()).toBeVisible();
  await centre.getByRole('button', { name: 'Add a tier' }).click();
  await expect(centre.getByLabel('Rate (%)')).toHaveCount(2);
  await fits('offer form');
});
