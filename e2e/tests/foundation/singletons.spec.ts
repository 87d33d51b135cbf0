import { expect, test } from '@playwright/test';
import { autoCloseAnnouncements, followShellLink, remoteRoot } from '../../support/remotes';

test.beforeEach(async ({ page }) => {
  await autoCloseAnnouncements(page);
});

type Counts = Record<string, number>;

test('one React, one bus, one session store and one QueryClient across the shell and three remotes', async ({
  page,
}) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await followShellLink(page, '/promotions');
  await expect(remoteRoot(page, 'mfe_promotions')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/elott');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(remoteRoot(page, 'mfe_lottery')).toBeVisible();

  const counts = await page.evaluate(() => {
    const registry =
      (window as unknown as { __SITE_SINGLETONS__?: Record<string, unknown[]> }).__SITE_SINGLETONS__ ?? {};
    return Object.fromEntries(Object.entries(registry).map(([name, list]) => [name, list.length])) as Counts;
  });
  expect(counts).toMatchObject({ react: 1, bus: 1, sessionStore: 1, queryClient: 1 });
});
