import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { automation, enrolledStaff, signInByApi } from '../../support/staff';
import { browseFrom, gotoSettled, randomIp } from '../shell/shell-helpers';

/**
 * "A content editor edits a notice; the player home shows the new text" (docs/back-office.md "Content: notices, help
 * and links"). A notice is written through the API (automation), a new marketing staff member (content.manage) edits
 * its title and body on the Notices screen, opens its languages grid; home's notice bar shows the new title to a
 * visitor. The notices, help topics and links screens pass axe without sideways scrolling at 1024 px. Listed in
 * `one-at-a-time`: it changes what home shows; the notice is deleted at the end. Not a demo staff member: a TOTP step
 * works once.
 */
const run = Date.now().toString(36).slice(-5);
const TITLE = `E2E notice ${run}`;
const EDITED = `E2E notice ${run} edited`;

async function checkPage(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('a content editor edits a notice; the player home shows the new text', async ({ browser, request }) => {
  const staff = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'UTC' });
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const created = await request.post('/wps/admin/content/notices', {
      headers: automation(),
      data: { title: TITLE, content: '<p>Before</p>', category: 'notice' },
    });
    expect(created.ok()).toBe(true);
    const editor = `e2e-notices-${run}`;
    await signInByApi(staff.request, editor, await enrolledStaff(request, editor, 'marketing'));
    const page = await staff.newPage();
    await page.goto('/bo/content/notices');
    await expect(page.getByRole('heading', { name: 'Notices and popups', level: 1 })).toBeVisible();
    const row = page
      .getByRole('region', { name: /^Notices/ })
      .getByRole('listitem')
      .filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    await checkPage(page, '/bo/content/notices at 1024 px');
    await page.screenshot({ path: test.info().outputPath('notices-1024.png'), fullPage: true });

    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${TITLE}` });
    await dialog.getByLabel('Title').fill(EDITED);
    await dialog
      .getByRole('textbox', { name: 'Text (HTML)' })
      .fill('<p>After <strong>the edit</strong></p><script>alert(1)</script>');
    await expect(dialog.getByRole('region', { name: 'Preview of Text (HTML)' })).toContainText(
      'After the edit',
    );
    expect(await seriousViolations(page), 'notice dialog').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('notice-dialog-1024.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const edited = page
      .getByRole('region', { name: /^Notices/ })
      .getByRole('listitem')
      .filter({ hasText: EDITED });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: `Languages of ${EDITED}` }).click();
    const grid = page.getByRole('dialog', { name: `Languages of “${EDITED}”` });
    await expect(grid.getByRole('row', { name: /Tiếng Việt/ })).toContainText('Missing');
    expect(await seriousViolations(page), 'translations grid').toEqual([]);
    // A language written in place: the row says so once saved.
    await grid.getByRole('button', { name: 'Write the text in Tiếng Việt (vi)' }).click();
    const vi = grid.getByRole('form', { name: 'Edit the text in Tiếng Việt (vi)' });
    await vi.getByLabel('Title in Tiếng Việt (vi)').fill('Thông báo đã sửa');
    await vi.getByRole('textbox', { name: 'Text in Tiếng Việt (vi) (HTML)' }).fill('<p>Xin chào</p>');
    await page.screenshot({ path: test.info().outputPath('translation-editor-1024.png') });
    await vi.getByRole('button', { name: 'Save' }).click();
    await expect(grid.getByRole('row', { name: /Tiếng Việt/ })).toContainText('Written');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath('translations-360.png') });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.keyboard.press('Escape');
    await expect(grid).toBeHidden();

    // The player's home: the notice bar shows the edited title (a new notice leads its list).
    const home = await visitor.newPage();
    await browseFrom(home, randomIp());
    await gotoSettled(home, '/');
    await expect(home.locator('.notice-bar')).toContainText(EDITED);

    for (const [path, heading] of [
      ['/bo/content/help', 'Help topics'],
      ['/bo/content/links', 'Service and app links'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await checkPage(page, `${path} at 1024 px`);
      await page.screenshot({
        path: test.info().outputPath(`${path.split('/').pop()}-1024.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/bo/content/notices');
    await expect(edited).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('notices-360.png') });
    await checkPage(page, '/bo/content/notices at 360 px');
  } finally {
    const left = (await (
      await request.get('/wps/admin/content/notices', { headers: automation() })
    ).json()) as {
      value?: { items: { id: number; title: string }[] };
    };
    for (const n of left.value?.items.filter((x) => x.title === TITLE || x.title === EDITED) ?? [])
      await request.delete(`/wps/admin/content/notices/${n.id}`, { headers: automation() });
    await visitor.close();
    await staff.close();
  }
});
