import { expect, test, type Page } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Money in and out through the member centre overlay, on the real site (docs/payments.md).
test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

const memberOverlay = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function logInDemo(page: Page) {
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  await closeAfterLoginModal(page);
}

const headerBalance = async (page: Page) =>
  Number((await page.getByTestId('balance-amount').innerText()).replace(/[^\d.]/g, ''));

// Withdraw first: a new deposit restarts the turnover requirement (docs/payments.md), which would block it.
test('requests a withdrawal and sees it under review with the amount held', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/member/withdraw');
  await closeAfterLoginModal(page);
  const dialog = memberOverlay(page);
  await expect(dialog.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Deposit turnover' })).toBeVisible();
  const rows = dialog.getByText('Under review');
  const pendingBefore = await rows.count();
  await dialog.getByLabel(/Amount/).fill('150');
  await dialog.getByLabel(/Withdrawal password/).fill('246810');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was sent for review.')).toBeVisible();
  await expect(rows).toHaveCount(pendingBefore + 1);
});

test('deposits through the gateway page; the header balance rises here and, pushed, in a second open tab', async ({
  page,
  context,
}) => {
  await logInDemo(page);
  const before = await headerBalance(page);
  // A second tab where the same member is logged in too (sessions are per tab), left alone on the home page: only
  // the server's push can update it.
  const secondTab = await context.newPage();
  await browseFrom(secondTab, randomIp());
  await logInDemo(secondTab);
  await expect.poll(() => headerBalance(secondTab)).toBeCloseTo(before, 2);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = memberOverlay(page);
  await dialog.getByRole('button', { name: '500.00' }).click();
  // The gateway's script held back: a click on Pay now before its handler exists would be lost (it once was, on a
  // busy CI machine), so the button stays disabled until the script has loaded the payment.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await context.route('**/pay-demo/checkout.js', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  const [gateway] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Deposit now' }).click(),
  ]);
  await expect(dialog.getByRole('status')).toHaveText('Waiting for your payment.');
  await expect(gateway.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  releaseScript();
  await expect(gateway.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(gateway.getByRole('status')).toHaveText('Payment successful. You can close this page.');
  await expect(dialog.getByRole('status')).toHaveText('Paid: the amount was added to your balance.', {
    timeout: 20_000,
  });
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 500, 2);
  await expect.poll(() => headerBalance(secondTab), { timeout: 5_000 }).toBeCloseTo(before + 500, 2);
});
