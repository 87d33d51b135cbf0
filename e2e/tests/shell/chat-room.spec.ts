import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { site } from '../../support/site';
import { closeAfterLoginModal, gotoSettled, logIn } from './shell-helpers';

/**
 * The chat room (docs/chat.md): two members talk live in two browser contexts, a visitor reads along but cannot
 * write, a member muted by staff is told why, axe has nothing serious on the panel, and on a 360 px phone the chat
 * is a full-screen sheet. English room; parallel project (it changes no site-wide state: the mute is lifted).
 */
const launcher = (page: Page) => page.getByRole('button', { name: /^Chat room/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat room' });

async function openChat(browser: Browser, account?: [string, string]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await gotoSettled(page, '/');
  if (account) {
    await logIn(page, ...account);
    await closeAfterLoginModal(page);
  }
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  return { context, page };
}

test('two members chat live, a visitor reads but cannot write, a muted member is told why', async ({
  browser,
}) => {
  test.slow();
  const visitor = await openChat(browser);
  // The seed's welcome from the site team: the room is not empty on a fresh start.
  await expect(panel(visitor.page).getByText(/never share your password/)).toBeVisible();
  await expect(panel(visitor.page).getByText('Log in to join the conversation.')).toBeVisible();
  await expect(panel(visitor.page).getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

  const demo = await openChat(browser, ['demo', 'Demo1234']);
  const king = await openChat(browser, ['kingcobra88', 'Player1234']);
  const tag = Date.now().toString(36);
  const say = async (page: Page, text: string) => {
    await panel(page).getByRole('textbox', { name: 'Your message' }).fill(text);
    await panel(page).getByRole('button', { name: 'Send' }).click();
  };

  await say(demo.page, `anyone on the lottery tonight? ${tag}`);
  await expect(panel(king.page).getByText(`anyone on the lottery tonight? ${tag}`)).toBeVisible();
  await say(king.page, `count me in ${tag}`);
  await expect(panel(demo.page).getByText(`count me in ${tag}`)).toBeVisible();
  await expect(panel(visitor.page).getByText(`count me in ${tag}`)).toBeVisible();

  expect(await seriousViolations(demo.page, '#chat-panel')).toEqual([]);

  const admin = { 'x-admin-token': site.adminToken(), 'content-type': 'application/json' };
  const mute = await demo.page.request.post('/wps/admin/chat/sanctions', {
    headers: admin,
    data: { account: 'kingcobra88', kind: 'mute', minutes: 5, reason: 'e2e: flooding' },
  });
  expect(mute.status()).toBe(200);
  const sanctionId = ((await mute.json()) as { value: { id: number } }).value.id;
  try {
    await say(king.page, `still here? ${tag}`);
    await expect(panel(king.page).getByRole('alert')).toContainText('You are muted in the chat until');
    await expect(panel(demo.page).getByText(`still here? ${tag}`)).toHaveCount(0);
  } finally {
    await demo.page.request.post(`/wps/admin/chat/sanctions/${sanctionId}/lift`, { headers: admin });
  }

  // Escape closes the panel and gives the focus back to the launcher.
  await panel(demo.page).getByRole('textbox', { name: 'Your message' }).press('Escape');
  await expect(panel(demo.page)).toBeHidden();
  await expect(launcher(demo.page)).toBeFocused();
  for (const c of [visitor, demo, king]) await c.context.close();
});

test('on a 360 px phone the chat opens from the menu as a full-screen sheet', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true });
  const page = await context.newPage();
  await gotoSettled(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Collapse side menu' }).click();
  await launcher(page).click();
  const sheet = panel(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/never share your password/)).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 780 });
  const close = sheet.getByRole('button', { name: 'Close the chat room' });
  expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('chat-sheet-360.png') });
  await close.click();
  await expect(sheet).toBeHidden();
  await context.close();
});
