import { expect, test, type Page, type Route } from '@playwright/test';
import {
  autoCloseAnnouncements,
  entryGlob,
  remoteRoot,
  retryThenAnswer,
  setEntryTimeout,
} from '../../support/remotes';

// Home (mfe_lobby) shows the lottery remote's widget in its `lottery.panel` slot (docs/architecture.md "Slots").
const LOTTERY_ENTRY = entryGlob('mfe-lottery');

test.beforeEach(async ({ page }) => {
  await autoCloseAnnouncements(page);
});

const slotBox = (page: Page) => page.locator('[data-slot-box="lottery.panel"]');

test('home shows the lottery widget from another remote in its slot', async ({ page }) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  const widget = slotBox(page).locator('[data-widget="lottery.panel"]');
  await expect(widget).toBeVisible();
  await expect(widget).toHaveAttribute('data-variant', 'home');
  await expect(widget.getByRole('heading', { name: 'Lottery' })).toBeVisible();
});

async function expectHomeWorksWithRetryInSlot(page: Page) {
  const alert = slotBox(page).getByRole('alert');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The lobby around the slot is whole: its own content and the shell's header.
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const height = await slotBox(page).evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(240);
}

/** The retry fills the slot once the entry answers again (the background load does not race the click). */
async function expectRetryFillsSlot(page: Page) {
  const retry = slotBox(page).getByRole('button', { name: 'Try again' });
  await retryThenAnswer(
    page,
    LOTTERY_ENTRY,
    retry,
    page.locator('[data-slot-box="lottery.panel"][data-slot-status="loading"]'),
  );
  await expect(slotBox(page).locator('[data-widget="lottery.panel"]')).toBeVisible();
  await expect(slotBox(page).getByRole('alert')).toHaveCount(0);
}

for (const status of [404, 500]) {
  test(`lottery entry answering ${status}: home works, the slot box offers a retry`, async ({ page }) => {
    await page.route(LOTTERY_ENTRY, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: '{}' }),
    );
    const telemetry = page.waitForRequest((r) => r.url().endsWith('/wps/telemetry/remote-error'));
    await page.goto('/');
    await expectHomeWorksWithRetryInSlot(page);
    const report = (await telemetry).postDataJSON() as Record<string, string>;
    expect(report.remote).toBe('mfe_lottery');
    expect(report.message).toContain('slot lottery.panel');
    await expectRetryFillsSlot(page);
  });
}

/** Holds the lottery's entry requests unanswered until `stopHolding` (the held ones stay hung: no late arrival). */
async function holdLotteryEntry(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(LOTTERY_ENTRY, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return { held, stopHolding: () => (holding = false) };
}

test('lottery entry that never answers: home works, the slot box offers a retry', async ({ page }) => {
  await setEntryTimeout(page, 3_000);
  const entry = await holdLotteryEntry(page);
  await page.goto('/');
  await expectHomeWorksWithRetryInSlot(page);
  expect(entry.held.length).toBeGreaterThan(0);
  // "Try again" gives the hung request up and asks again.
  await expectRetryFillsSlot(page);
});

test('lottery entry answering late: the widget replaces the slot fallback by itself', async ({ page }) => {
  await setEntryTimeout(page, 3_000);
  const entry = await holdLotteryEntry(page);
  await page.goto('/');
  await expectHomeWorksWithRetryInSlot(page);
  entry.stopHolding();
  await Promise.all(entry.held.map((route) => route.continue()));
  await expect(slotBox(page).locator('[data-widget="lottery.panel"]')).toBeVisible();
  await expect(slotBox(page).getByRole('alert')).toHaveCount(0);
});
