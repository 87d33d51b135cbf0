import { expect, test, type Page } from '@playwright/test';
import { remoteRoot } from '../../support/remotes';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * Phones first (docs/performance.md "Phone layout"): at 360 and 390 px every page fits without sideways
 * scrolling, the menu button opens the side menu as a drawer, and a player can log in and start a game.
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const ROUTES = [
  '/',
  '/rng',
  '/live',
  '/register',
  '/promotions',
  '/pointMall',
  '/lottery',
  '/vnLottery',
  '/elott',
  '/help',
];

/**
 * The page's width beyond the viewport, and the first elements that reach past it (to say what broke when it
 * does; slider slides reach past by design inside their clipped track, so only `extra` is asserted).
 */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    extra: document.documentElement.scrollWidth - window.innerWidth,
    culprits: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`),
  }));
}

// One test per page, both phone widths on one load: the layout is re-measured after the resize (ten pages waited to
// network idle in one test outran its budget on a loaded machine; two loads per page cost twice the browser time).
for (const route of ROUTES) {
  test(`${route} fits the screen width at ${PHONES.map((p) => p.width).join(' and ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONES[0]!);
    await browseFrom(page, randomIp());
    await gotoSettled(page, route);
    await page.waitForLoadState('networkidle');
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      // The failure shows the culprits (the received value).
      await expect
        .poll(() => overflow(page), { message: `${route} at ${viewport.width} px` })
        .toMatchObject({ extra: 0 });
    }
  });
}

for (const viewport of PHONES) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('the menu button opens the side menu as a drawer; Escape and a destination close it', async ({
      page,
    }) => {
      await browseFrom(page, randomIp());
      await gotoSettled(page, '/');
      const menu = page.getByRole('complementary', { name: 'Side menu' });
      await expect(menu).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Collapse side menu' }).click();
      await expect(menu).toBeVisible();
      // The header's tools live in the drawer on a phone.
      await expect(menu.getByRole('button', { name: 'App download' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Collapse side menu' }).click();
      await menu.getByRole('link', { name: 'Promotions' }).click();
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(menu).toBeHidden();
      expect((await overflow(page)).extra).toBe(0);
    });

    test('a member logs in, still fits, and launches a game', async ({ page }) => {
      await browseFrom(page, randomIp());
      await gotoSettled(page, '/rng');
      await logIn(page, 'demo', 'Demo1234');
      await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
      await closeAfterLoginModal(page);
      const result = await overflow(page);
      expect(result.extra, result.culprits.join(', ')).toBe(0);
      const lobby = remoteRoot(page, 'mfe_lobby');
      await lobby.getByRole('searchbox', { name: 'Search games' }).fill('Demo Fortune');
      await lobby.getByRole('button', { name: 'Search' }).click();
      await lobby.getByRole('button', { name: 'Play Demo Fortune Slot' }).click();
      await expect(page).toHaveURL(/\/game\?gameId=PG-RNG-0001/);
      await expect(
        page.frameLocator('iframe[title="Game Demo Fortune Slot"]').getByRole('button', { name: 'Spin' }),
      ).toBeVisible();
    });
  });
}
