import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { browseFrom, gotoSettled, randomIp } from './shell-helpers';

async function seriousViolations(page: Page, include?: string, exclude?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
}

test.beforeEach(async ({ page }) => {
  await browseFrom(page, randomIp());
});

test('home has no serious or critical axe violations', async ({ page }) => {
  // axe walks the whole home page (shell + lobby): slow on a loaded 2-core machine.
  test.setTimeout(180_000);
  await gotoSettled(page, '/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The shell's part of home: header, side bar, banners, notices, footer. The lobby remote's content is its team's
  // to check (at the time of writing it has two serious findings on its game cards: badge contrast and
  // play-button names that do not contain their visible text).
  expect(await seriousViolations(page, undefined, '[data-remote-root]')).toEqual([]);
});

test('register page has no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/register');
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('login modal: no serious violations, keyboard-usable, focus returns to its opener', async ({ page }) => {
  await gotoSettled(page, '/');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(page, '.ui-modal')).toEqual([]);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('notice modal: no serious violations and focus returns to the notice clicked', async ({ page }) => {
  await gotoSettled(page, '/');
  const notice = page.getByRole('region', { name: 'Notices' }).getByRole('button').first();
  await notice.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(dialog.getByRole('article')).toBeVisible();
  expect(await seriousViolations(page, '.ui-modal')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(notice).toBeFocused();
});
