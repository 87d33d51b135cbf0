import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { remoteRoot } from '../../support/remotes';
import { site } from '../../support/site';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// The points mall's rewards (docs/promotions.md "Points mall") on the real site: player3's seeded bets earned its
// points; a cash reward is redeemed with the login password, approved by an operator through the admin endpoint,
// and its cash reaches the member's balance and account records. One at a time: it moves player3's cash, which the
// rebate test compares.
test('player3 redeems a cash reward; the operator approves it; the cash shows in the balance and the records', async ({
  page,
  request,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  const before = amountOf(await balance.textContent());

  await gotoSettled(page, '/pointMall');
  const root = remoteRoot(page, 'mfe_promotions');
  const card = root.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cash 10.00' }) });
  await expect(card).toBeVisible();
  // The points mall as a member sees it: balance, catalogue, history (axe, serious and critical findings only).
  expect(await seriousViolations(page, '[data-remote-root="mfe_promotions"]')).toEqual([]);
  await card.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Cash 10.00' });
  await expect(dialog.getByLabel('Login password')).toBeVisible();
  expect(await seriousViolations(page, '.ui-modal')).toEqual([]);
  await dialog.getByLabel('Login password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Login password').fill('Player1234');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog).toBeHidden();
  const history = root.getByRole('table', { name: 'Exchange history' });
  await expect(history.getByRole('row').filter({ hasText: 'Cash 10.00' }).first()).toContainText(
    'Processing',
  );

  // The operator approves it (the admin endpoint the admin CLI and back office use).
  const headers = { 'x-admin-token': site.adminToken() };
  const pending = await request.get('/wps/admin/points/redemptions?status=processing', { headers });
  expect(pending.ok()).toBe(true);
  const waiting = (await pending.json()) as { value: { id: number; account: string }[] };
  const mine = waiting.value.find((r) => r.account === 'player3');
  expect(mine, 'player3 has a redemption waiting').toBeDefined();
  const approved = await request.post(`/wps/admin/points/redemptions/${mine!.id}/approve`, {
    headers,
    data: {},
  });
  expect(approved.ok()).toBe(true);

  await page.reload();
  await closeAfterLoginModal(page);
  await expect(history.getByRole('row').filter({ hasText: 'Cash 10.00' }).first()).toContainText('Approved');
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before + 10, 2);
  await page.goto('/member/transactionHistory');
  await closeAfterLoginModal(page);
  const records = page.getByRole('dialog', { name: 'Member centre' });
  await expect(records.getByRole('row', { name: /Points reward/ }).first()).toContainText('10.00');
});
