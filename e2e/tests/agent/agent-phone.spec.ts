import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { dialogOverflow } from '../../support/phone-fit';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * The agent centre's forms and dialogs on a phone (360 × 740): they fit and pass axe. Every agent page opening by its
 * deep link with its heading and data, fitting and passing axe, is the phone walk's
 * (tests/phone/phone-walk-agent-home.spec.ts). agent2 only reads here.
 */
test.use({ viewport: { width: 360, height: 740 } });

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
