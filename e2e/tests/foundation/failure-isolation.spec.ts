import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { REPO_ROOT } from '../../support/site-server';
import { autoCloseAnnouncements, entryGlob, followShellLink, remoteFallback, remoteRoot, setEntryTimeout } from '../../support/remotes';

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

/** Once the entry answers again, the retry button mounts the lobby without a reload. */
async function expectRetrySucceeds(page: Page) {
  await remoteFallback(page, 'mfe_lobby').retry.click();
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await expect(remoteFallback(page, 'mfe_lobby').alert).toHaveCount(0);
}

for (const status of [404, 500]) {
  test(`lobby entry answering ${status}: fallback with retry, shell and other remotes keep working`, async ({ page }) => {
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

    await page.unroute(LOBBY_ENTRY);
    await expectRetrySucceeds(page);
  });
}

test('lobby entry that never answers: fallback within the default 10 s, then retry succeeds', async ({ page }) => {
  const hanging: Route[] = [];
  let firstAsked = 0;
  await page.route(LOBBY_ENTRY, (route) => {
    firstAsked ||= Date.now();
    hanging.push(route); // never answered
  });
  await page.goto('/');
  await expect(remoteFallback(page, 'mfe_lobby').alert).toBeVisible({ timeout: 20_000 });
  // Measured from the moment the entry was requested: page start-up time is not the loader's.
  expect(hanging.length).toBeGreaterThan(0);
  expect(Date.now() - firstAsked).toBeLessThan(11_500);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(LOBBY_ENTRY);
  await expectRetrySucceeds(page);
});

test('the entry timeout is configurable, and a hang keeps the shell navigable', async ({ page }) => {
  await setEntryTimeout(page, 2_000);
  let firstAsked = 0;
  await page.route(LOBBY_ENTRY, () => {
    firstAsked ||= Date.now();
  });
  await page.goto('/');
  await expect(remoteFallback(page, 'mfe_lobby').alert).toBeVisible();
  expect(firstAsked).toBeGreaterThan(0);
  expect(Date.now() - firstAsked).toBeLessThan(4_500);
  await expectIsolated(page);
  await page.unroute(LOBBY_ENTRY);
  await expectRetrySucceeds(page);
});

test('lobby remoteEntry.js failing to load: fallback, then retry succeeds', async ({ page }) => {
  const script = '**/releases/mfe-lobby/*/remoteEntry.js';
  await page.route(script, (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/');
  await expectIsolated(page);
  await page.unroute(script);
  await expectRetrySucceeds(page);
});

test('lobby component throwing while rendering: fallback in its box, retry mounts it', async ({ page }) => {
  // `?__throw=` exists only in test builds (docs/architecture.md "Module Federation").
  const info = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'build-info.json'), 'utf8'));
  expect(info.testHooks, 'the shell was built without test hooks: run `SITE_TEST_HOOKS=1 node scripts/build.mjs shell`').toBe(true);
  const telemetry = page.waitForRequest((r) => r.url().endsWith('/wps/telemetry/remote-error'));
  await page.goto('/?__throw=mfe_lobby');
  const { alert } = remoteFallback(page, 'mfe_lobby');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect((await telemetry).postDataJSON()).toMatchObject({ remote: 'mfe_lobby', stage: 'render' });
  await expectRetrySucceeds(page);
  await followShellLink(page, '/promotions');
  await expect(remoteRoot(page, 'mfe_promotions')).toBeVisible();
});
