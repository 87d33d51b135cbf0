import { expect, test, type Page } from '@playwright/test';
import { autoCloseAnnouncements } from '../../support/remotes';

/**
 * The first screen's frame (docs/performance.md "First screen in the page"): the page draws its header bar and first
 * banners before the shell's scripts run, in the very boxes where the shell then draws its own, and the shell takes
 * the frame away once its banner is there.
 */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

/** The page as the server sends it, without the shell's scripts: only the frame is drawn. */
async function frameOnly(page: Page, path: string) {
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto(path);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
  { width: 800, height: 900 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the frame's header bar and first banner are where the shell draws its own`, async ({
    browser,
  }) => {
    // Reduced motion stops the banners' autoplay, which could otherwise move the first banner away before it is
    // measured on a busy machine.
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    try {
      const before = await context.newPage();
      await frameOnly(before, '/');
      await expect(before.locator('#boot-frame img').first()).toBeVisible();
      await expect
        .poll(() =>
          before
            .locator('#boot-frame img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      const frameBar = await box(before, '.boot-frame__bar');
      const frameBanner = await box(before, '#boot-frame img');
      await expect(before.locator('#root')).toBeEmpty();

      const after = await context.newPage();
      await autoCloseAnnouncements(after);
      await after.goto('/');
      await expect(after.locator('.banner-carousel img').first()).toBeVisible();
      await expect(after.locator('#boot-frame')).toHaveCount(0);
      const header = await box(after, 'header');
      const banner = await box(after, '.banner-carousel img');
      for (const [frame, shell] of [
        [frameBar, header],
        [frameBanner, banner],
      ] as const) {
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(frame[side] - shell[side])).toBeLessThanOrEqual(1);
      }
    } finally {
      await context.close();
    }
  });
}

test('the frame is hidden before paint for a visitor who saved another language, and absent where a page has no banner', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await frameOnly(page, '/');
  await expect(page.locator('#boot-frame')).toBeAttached();
  await expect(page.locator('#boot-frame')).toBeHidden();
  await page.goto('/lottery');
  await expect(page.locator('#boot-frame')).toHaveCount(0);
});
