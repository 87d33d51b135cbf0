import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { REPO_ROOT } from '../../support/site-server';
import {
  autoCloseAnnouncements,
  entryGlob,
  followShellLink,
  remoteFallback,
  remoteRoot,
  retryThenAnswer,
  setEntryTimeout,
} from '../../support/remotes';

test.beforeEach(async ({ page }) => {
  await autoCloseAnnouncements(page);
});

const LOBBY_ENTRY = entryGlob('mfe-lobby');

/** While the lobby is broken: the fallback is in its box, the shell navigates, another remote loads. */
async function expectIsolated(page: Page) {
  const { alert, retry } = remoteFallback(page, 'mfe_lobby');
  await expect(alert).toBeVisible();
  await expect(retry).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await followShellLink(page, '/promotions');
  await expect(remoteRoot(page, 'mfe_promotions')).toBeVisible();
  await followShellLink(page, '/');
  await expect(alert).toBeVisible();
}

/** Once `glob` (the lobby's entry) answers again, the retry button mounts the lobby without a reload. */
async function expectRetrySucceeds(page: Page, glob = LOBBY_ENTRY) {
  await retryThenAnswer(
    page,
    glob,
    remoteFallback(page, 'mfe_lobby').retry,
    page.locator('[data-remote-loading="mfe_lobby"]'),
  );
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await expect(remoteFallback(page, 'mfe_lobby').alert).toHaveCount(0);
}

for (const status of [404, 500]) {
  test(`lobby entry answering ${status}: fallback with retry, shell and other remotes keep working`, async ({
    page,
  }) => {
    await page.route(LOBBY_ENTRY, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: 'broken' }) }),
    );
    const telemetry = page.waitForRequest((r) => r.url().endsWith('/wps/telemetry/remote-error'));
    await page.goto('/');
    await expectIsolated(page);

    const report = (await telemetry).postDataJSON() as Record<string, string>;
    expect(report).toMatchObject({ remote: 'mfe_lobby', stage: 'manifest' });
    expect(report.version).toMatch(/\S/);
    expect(report.url).toContain('/releases/mfe-lobby/');

    await expectRetrySucceeds(page);
  });
}

/**
 * Records, in the page, when the lobby's fallback first appears, in ms since navigation (performance.now()): the
 * player's wait, shell start-up included, not the loader's alone.
 */
async function recordFallbackTime(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __lobbyFallbackAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-remote-fallback="mfe_lobby"]')) return;
      record.__lobbyFallbackAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __lobbyFallbackAt?: number }).__lobbyFallbackAt ?? NaN);
}

/**
 * Holds the lobby's entry requests unanswered (a hung server) until `stopHolding`; the ones already held stay hung
 * (`page.unroute` would let them through, which is the late arrival, not a retry).
 */
async function holdLobbyEntry(page: Page) {
  const held: Route[] = [];
  let holding = true;
  let firstAsked = 0;
  await page.route(LOBBY_ENTRY, (route) => {
    firstAsked ||= Date.now();
    if (holding) held.push(route);
    else void route.continue();
  });
  return { held, firstAsked: () => firstAsked, stopHolding: () => (holding = false) };
}

test('lobby entry that never answers: fallback with a retry within 5 s of navigation, the lobby swaps in when the entry arrives late', async ({
  page,
}) => {
  // A first visit on a server that has just started can wait seconds for its document (releases still being
  // published): that is the test server's start, not the loader, so the measured visit is the second one.
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible({ timeout: 30_000 });
  const fallbackAt = await recordFallbackTime(page);
  const entry = await holdLobbyEntry(page);
  await page.goto('/');
  const { alert, retry } = remoteFallback(page, 'mfe_lobby');
  await expect(alert).toBeVisible({ timeout: 10_000 });
  await expect(retry).toBeVisible();
  const shownAt = await fallbackAt();
  console.log(`lobby fallback shown ${Math.round(shownAt)} ms after navigation`);
  expect(shownAt).toBeLessThanOrEqual(5_000);
  await expect(page.getByRole('banner')).toBeVisible();

  // The entry answers late: the request still in flight completes and the lobby replaces its fallback, no click.
  expect(entry.held.length).toBeGreaterThan(0);
  entry.stopHolding();
  await Promise.all(entry.held.map((route) => route.continue()));
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('lobby entry that never answers: the retry button gives the hung request up and asks again', async ({
  page,
}) => {
  const entry = await holdLobbyEntry(page);
  await page.goto('/');
  await expect(remoteFallback(page, 'mfe_lobby').alert).toBeVisible({ timeout: 10_000 });
  await expectRetrySucceeds(page);
  expect(entry.held.length).toBeGreaterThan(0);
});

test('the entry timeout is configurable, and a hang keeps the shell navigable', async ({ page }) => {
  // Configured longer than the default (4 s from navigation): a timer can only fire late, never early, so "not before
  // 9 s" holds on a machine of any speed, where an upper bound measured from the test's clock did not (6.6 s seen
  // on a busy two-core machine for a 2 s setting).
  await setEntryTimeout(page, 9_000);
  const fallbackAt = await recordFallbackTime(page);
  const entry = await holdLobbyEntry(page);
  await page.goto('/');
  await expect(remoteFallback(page, 'mfe_lobby').alert).toBeVisible({ timeout: 20_000 });
  expect(entry.firstAsked()).toBeGreaterThan(0);
  expect(await fallbackAt()).toBeGreaterThanOrEqual(9_000);
  await expectIsolated(page);
  await expectRetrySucceeds(page);
});

test('lobby remoteEntry.js failing to load: fallback, then retry succeeds', async ({ page }) => {
  const script = '**/releases/mfe-lobby/*/remoteEntry.js';
  await page.route(script, (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/');
  await expectIsolated(page);
  await expectRetrySucceeds(page, script);
});

test('lobby component throwing while rendering: fallback in its box, retry mounts it', async ({ page }) => {
  // `?__throw=` exists only in test builds (docs/architecture.md "Module Federation").
  const info = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'build-info.json'), 'utf8'));
  expect(
    info.testHooks,
    'the shell was built without test hooks: run `SITE_TEST_HOOKS=1 node scripts/build.mjs shell`',
  ).toBe(true);
  const telemetry = page.waitForRequest((r) => r.url().endsWith('/wps/telemetry/remote-error'));
  await page.goto('/?__throw=mfe_lobby');
  const { alert } = remoteFallback(page, 'mfe_lobby');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect((await telemetry).postDataJSON()).toMatchObject({ remote: 'mfe_lobby', stage: 'render' });
  // The module is loaded; the retry resets the crashed render (no load, so no entry to hold).
  await remoteFallback(page, 'mfe_lobby').retry.click();
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await expect(remoteFallback(page, 'mfe_lobby').alert).toHaveCount(0);
  await followShellLink(page, '/promotions');
  await expect(remoteRoot(page, 'mfe_promotions')).toBeVisible();
});
