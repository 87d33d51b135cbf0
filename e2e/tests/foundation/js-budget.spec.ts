import { expect, test } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * Home's JavaScript budget (docs/performance.md): bytes as transferred with brotli, counted from Resource
 * Timing once home has settled. Bytes do not depend on the machine, so unlike timings this can be a test.
 * The budget is today's weight plus a little room, so any addition to home has to be paid for; the issue's
 * goal (200 KB with the lobby) is far below it and is tracked by `npm run bench:web`, not here.
 * 2026-11-26: 346.8 KB measured (docs/performance.md "Home's JS, measured"), since home's carousels are the UI kit's
 * scroll-snap Carousel instead of swiper (389.6 KB before). Later that day 347.5 KB: the schemas built in stages
 * added ~4 KB (more, smaller chunks), the winner board loading only near view took ~6 KB off. Later still 322.8 KB:
 * each remote entry lost its chunk-hash table and its copy of the bundler runtime's functions (13.1 → 5.1 KB each).
 * Then 309.8 KB: a visitor's page no longer loads the promotions remote for the members-only red envelope.
 * 301.1 KB: brotli's best quality at publish, and no document-only headers on scripts (transferSize counts headers).
 * 292.1 KB: the shared language files are plain files, not 600 chunks named in the page (docs/i18n.md).
 * 285.6 KB: react-i18next shared as a slim module (no `Trans`, no HTML parser). 280.7 KB: minified stylesheets.
 * 2026-11-28: 291.1 KB, and the budget raised to 292 KB, knowingly: the schema index the shell loads gained the
 * answer schemas of the complete API contract and the staff, release and back-office schemas, and the shell gained
 * the release service's mount counter and preview badge. Paying it back is recorded in docs/performance.md "Home's
 * JS, measured": the operator-only schemas belong behind their own entry point, not in the player site's index.
 * Later that day 288.6 KB and the budget 290 KB: the staff, release and back-office schemas moved behind
 * `@site/shared/schemas/operator`, which the player apps may not import. Then 292.4 KB and the budget 294 KB,
 * knowingly: the chat room's launcher, its rooms call and texts, and the encrypted calls' list are on every page
 * (their panel and the HPKE code load on first use).
 */
const HOME_JS_BUDGET_BYTES = 294 * 1024;

test('home downloads no more JavaScript than its budget', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'br' });
  await page.goto('/');
  await page.locator('[data-remote-root="mfe_lobby"]').waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name.replace(location.origin, ''), bytes: e.transferSize })),
  );
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const largest = [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
  // The figure docs/performance.md records: printed on success too, so a change's weight is read off one run.
  console.log(`home JS ${(total / 1024).toFixed(1)} KB brotli in ${scripts.length} files`);
  for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${s.bytes}\t${s.url}`);
  // Cached responses report 0 bytes: a fresh context has none, so every script must have been counted.
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  expect(
    total,
    `home JS ${Math.round(total / 1024)} KB; largest: ${JSON.stringify(largest)}`,
  ).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

/**
 * The lottery remote's own weight on its busiest page (issue 11: ≤ 80 KB gzip): the scripts served from its release
 * folder when `/lottery` opens — its entry, the board's route chunk and what it alone bundles; the shared singletons
 * come from the shell and are not counted.
 */
const LOTTERY_OWN_JS_BUDGET_BYTES = 80 * 1024;

test("/lottery downloads no more of the lottery remote's own JavaScript than 80 KB gzip", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  await page.goto('/lottery?gameCode=KENO_1M');
  await page.getByRole('heading', { name: 'Keno 1 min' }).waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/releases\/mfe-lottery\/.*\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name.replace(location.origin, ''), bytes: e.transferSize })),
  );
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  expect(
    total,
    `lottery JS ${Math.round(total / 1024)} KB gzip: ${JSON.stringify(scripts)}`,
  ).toBeLessThanOrEqual(LOTTERY_OWN_JS_BUDGET_BYTES);
});

/**
 * The member remote's own weight before its first page shows (issue 10: ≤ 60 KB gzip): a logged-in player opens the
 * deposit page by its deep link; every script served from the member remote's release folder by then is counted (its
 * entry, the overlay and the deposit page); the shared singletons come from the shell and are not counted.
 */
const MEMBER_OWN_JS_BUDGET_BYTES = 60 * 1024;

test("the member centre's first page downloads no more of the member remote's own JavaScript than 60 KB gzip", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  await closeAfterLoginModal(page);
  await page.goto('/member/depositv2');
  await closeAfterLoginModal(page);
  await page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('button', { name: 'Deposit now' })
    .waitFor();
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/releases\/mfe-member\/.*\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name.replace(location.origin, ''), bytes: e.transferSize })),
  );
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `member remote JS before the deposit page: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  expect(
    total,
    `member JS ${Math.round(total / 1024)} KB gzip: ${JSON.stringify(scripts)}`,
  ).toBeLessThanOrEqual(MEMBER_OWN_JS_BUDGET_BYTES);
});

/**
 * The promotions remote's own weight on its list page (promotions issue: ≤ 60 KB gzip): a visitor opens `/promotions`;
 * every script served from the promotions remote's release folder once the list has settled is counted (its entry,
 * the list page and what it alone bundles); the shared singletons come from the shell and are not counted.
 */
const PROMOTIONS_OWN_JS_BUDGET_BYTES = 60 * 1024;

test("/promotions downloads no more of the promotions remote's own JavaScript than 60 KB gzip", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
  await page.goto('/promotions');
  const root = page.locator('[data-remote-root="mfe_promotions"]');
  await root.getByRole('heading', { name: 'Promotions' }).waitFor();
  await root.locator('[data-promotion]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /\/releases\/mfe-promotions\/.*\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name.replace(location.origin, ''), bytes: e.transferSize })),
  );
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `promotions remote JS on /promotions: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  expect(
    total,
    `promotions JS ${Math.round(total / 1024)} KB gzip: ${JSON.stringify(scripts)}`,
  ).toBeLessThanOrEqual(PROMOTIONS_OWN_JS_BUDGET_BYTES);
});
