import { expect, test, type Page } from '@playwright/test';
import { browseFrom, gotoSettled, registerFundedPlayer, randomIp } from '../shell/shell-helpers';

test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Waits until the board's issue is on sale with at least 10 s left (keno 1 min sells 30 s of every minute). */
async function waitForSale(page: Page): Promise<void> {
  const timer = page.getByRole('timer', { name: 'Time left to bet' });
  await expect
    .poll(
      async () => {
        const text = (await timer.textContent()) ?? '';
        const m = /^(\d\d):(\d\d):(\d\d)$/.exec(text);
        return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : 0;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(10);
}

test('the home panel counts down; a member bets on keno from it, the issue draws, the result and the balance follow once, and the verify page confirms the draw', async ({
  page,
  request,
}) => {
  // Up to a minute to reach a sale window with time left, up to a minute more for the draw: keno 1 min is real time.
  test.slow();
  // A new player of its own (no other test moves its money), not demo: so this test runs beside the others and its
  // minute of waiting for the real-time draw overlaps their work instead of lengthening the serial part of the suite.
  await registerFundedPlayer(page, request, { prefix: 'lt', amountMinor: 10_000 });
  await gotoSettled(page, '/');
  const panel = page.locator('[data-widget="lottery.panel"]');
  await expect(panel.getByRole('tab', { name: 'KENO' })).toBeVisible();
  await expect(panel.getByRole('timer').first()).toHaveText(/^(\d\d:\d\d:\d\d|--:--:--|\d+ d \d+ h)$/);
  await expect(
    panel
      .getByRole('timer')
      .filter({ hasText: /^\d\d:\d\d:\d\d$/ })
      .first(),
  ).toBeVisible({
    timeout: 40_000,
  });

  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/);
  const before = amountOf(await balance.textContent());

  await panel.getByRole('tab', { name: 'KENO' }).click();
  await panel.getByRole('link', { name: 'Play Keno 1 min' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=KENO_1M/);
  await expect(page.getByRole('heading', { name: 'Keno 1 min' })).toBeVisible();

  await page.getByRole('tab', { name: 'Big / small' }).click();
  await page.getByRole('button', { name: 'Big', exact: true }).click();
  await page.getByRole('button', { name: 'Small', exact: true }).click();
  await expect(page.getByTestId('bet-count')).toHaveText('2');
  await expect(page.getByTestId('bet-total')).toHaveText(/2\.00/);
  await waitForSale(page);
  const placed = page.waitForResponse(
    (r) => r.url().includes('/lgw/lottery/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place bet' }).click();
  const answer = (await (await placed).json()) as { success: boolean; value: { order: { issueNo: string } } };
  expect(answer.success).toBe(true);

  const orders = page.getByRole('table', { name: 'My orders' });
  const row = orders.getByRole('row').filter({ hasText: answer.value.order.issueNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2.00');
  await expect(row).toContainText(/Pending|Won|Lost|Refunded/);
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 2, 2);

  // The issue closes, draws and settles on the server's jobs (no test hook): the row turns won, lost or refunded.
  // Cells by their column (the phone table labels each cell): key columns first, the selections last.
  const status = row.locator('td[data-label="Status"]');
  await expect(status).toHaveText(/Won|Lost|Refunded/, { timeout: 100_000 });
  const payout = amountOf(await row.locator('td[data-label="Payout"]').textContent());
  // Big and small on one draw: exactly one of them pays unless the sum ties at 810 (both refunded).
  expect(payout).toBeGreaterThan(0);
  await expect
    .poll(async () => amountOf(await balance.textContent()), { timeout: 20_000 })
    .toBeCloseTo(before - 2 + payout, 2);
  // Once: after a few more settlement rounds (every 2 s) and a fresh read from the server, nothing more arrives.
  await page.waitForTimeout(5_000);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before - 2 + payout, 2);

  // The draw is provably fair: the verify page recomputes it in the browser from the revealed seed.
  const issueNo = answer.value.order.issueNo;
  await page.goto(`/lottery/verify?gameCode=KENO_1M&issue=${issueNo}`);
  const verdict = page.getByRole('region', { name: issueNo });
  await expect(verdict).toHaveAttribute('data-verdict', 'match');
  await expect(verdict.getByRole('status')).toHaveText(
    'Match: your browser computed the same numbers the server drew.',
  );
  await expect(verdict).toContainText('The revealed seed matches the commitment published before the draw.');
});
