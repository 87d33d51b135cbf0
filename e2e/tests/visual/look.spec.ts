import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  browseFrom,
  closeAfterLoginModal,
  gotoSettled,
  logIn,
  openLogin,
  randomIp,
} from '../shell/shell-helpers';

/**
 * The look, guarded (docs/performance.md "Screenshots"): home, the slots lobby, the register page and the login
 * dialog at a desktop and a phone width, compared with baselines that were looked at when they were taken.
 * Debian's Chromium draws the same pixels on every machine of this kind; the tolerance only absorbs anti-aliasing.
 *
 * What changes by itself is masked, not skipped: the hot games (ordered by rounds played this week, which other
 * specs change), the lottery panel (draw numbers and countdowns), the notice bar (announcements other specs add)
 * and the app's QR code (it encodes the site's address, whose port changes per run). Masking keeps their boxes, so
 * a shifted or resized section still fails. The sliders do not autoplay under "reduce motion"
 * (shared/src/ui/reduced-motion.ts), which the page is asked for here.
 *
 * A deliberate change of the look: look at the new pictures, then `npx playwright test tests/visual
 * --update-snapshots` and commit them.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const SCREENSHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

function changingParts(page: Page): Locator[] {
  return [
    page.locator('.lobby-hot .ui-carousel__item'),
    page.locator('[data-slot="lottery-panel"]'),
    page.locator('.notice-bar__track'),
    page.locator('.app-download-qr'),
  ];
}

/**
 * Network quiet, the images on screen decoded and the fonts in: what is on screen is what stays there. Lazy
 * images below the fold never load, so only those on screen are waited for, and not forever.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    });
    // A lazy image clipped by its slider's track counts as on screen but never loads: bounded.
    const decoded = Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`look at ${name} width`, () => {
    test.use({ viewport, colorScheme: 'dark', contextOptions: { reducedMotion: 'reduce' } });

    test.beforeEach(async ({ page }) => {
      await browseFrom(page, randomIp());
    });

    test('home', async ({ page }) => {
      await gotoSettled(page, '/');
      await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
      await expect(page.locator('.lobby-hot .ui-carousel__item').first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${name}.png`, { ...SCREENSHOT, mask: changingParts(page) });
    });

    test('slots lobby', async ({ page }) => {
      await gotoSettled(page, '/rng');
      await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Dragon Legend' }).first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`rng-${name}.png`, { ...SCREENSHOT, mask: changingParts(page) });
    });

    test('register page', async ({ page }) => {
      await gotoSettled(page, '/register');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expect(page.locator('[data-widget="promotions.new-player-slider"]')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`register-${name}.png`, {
        ...SCREENSHOT,
        mask: changingParts(page),
      });
    });

    test('login dialog', async ({ page }) => {
      await gotoSettled(page, '/');
      await openLogin(page);
      await settle(page);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveScreenshot(
        `login-${name}.png`,
        SCREENSHOT,
      );
    });
  });
}

/** A new player, made through the API (captcha read from the development endpoint): no history, so stable pictures. */
async function newPlayer(
  request: APIRequestContext,
  ip: string,
): Promise<{ username: string; password: string }> {
  const headers = { 'x-forwarded-for': ip };
  const issued = (await (await request.get('/wps/captcha', { headers })).json()) as {
    value: { captchaId: string };
  };
  const { captchaId } = issued.value;
  const solved = (await (await request.get(`/wps/dev/captcha/${captchaId}`)).json()) as {
    value: { answer: string };
  };
  // Letters only after the prefix keep the avatar's initial the same in every run.
  const username = `look${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x')}`;
  const password = 'Look12345';
  const res = await request.post('/wps/member/register', {
    headers,
    data: { username, password, confirmPassword: password, captchaId, captcha: solved.value.answer },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password };
}

/**
 * The member centre at a 360 px phone (docs/decisions.md "Phone navigation"): deposit, withdraw and the deposit
 * record of a new player, the dialog as drawn. Other specs' money never shows here.
 */
test.describe('look of the member centre at 360 px', () => {
  test.use({
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
    contextOptions: { reducedMotion: 'reduce' },
  });

  test('deposit, withdraw and the deposit record', async ({ page }) => {
    test.slow();
    const ip = randomIp();
    await browseFrom(page, ip);
    const player = await newPlayer(page.request, ip);
    await gotoSettled(page, '/');
    await logIn(page, player.username, player.password);
    await closeAfterLoginModal(page);
    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    for (const [key, heading, name] of [
      ['depositv2', 'Deposit', 'member-deposit-360'],
      ['withdraw', 'Withdraw', 'member-withdraw-360'],
      ['transactionHistory?type=deposit', 'Deposit record', 'member-deposit-record-360'],
    ] as const) {
      await page.goto(`/member/${key}`);
      await closeAfterLoginModal(page);
      await expect(dialog.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(dialog.locator('.ui-skeleton, [role="progressbar"][aria-busy="true"]')).toHaveCount(0);
      // A signed-in page never goes network-idle (the balance and the envelope layer keep asking): the overlay's
      // data is in (no skeleton), so fonts are what is left to wait for.
      await page.evaluate(() => document.fonts.ready);
      // The dialog alone: home under it changes by itself, and masking it would paint over the dialog too.
      await expect(dialog).toHaveScreenshot(`${name}.png`, SCREENSHOT);
    }
  });
});
