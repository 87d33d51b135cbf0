import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { automation, enrolledStaff, signInByApi } from '../../support/staff';
import { browseFrom, gotoSettled, randomIp } from '../shell/shell-helpers';

/**
 * "A content editor uploads a banner and schedules it; home shows it in the right group at the scheduled time"
 * (docs/back-office.md "Content"). A new staff member in the marketing role (content.manage) uploads a PNG made here,
 * schedules it two days ahead; home does not show it; the dev clock (PUT /wps/dev/clock, the server clock scheduled
 * content and the dev job runner read) moves past the start; home shows it in its group. axe and no sideways
 * scrolling at 1024 px. Listed in `one-at-a-time`: it changes what home shows. The clock is restored and the banner
 * deleted at the end. Not the demo `promo`: back-office.spec.ts signs it in just before, and a TOTP code (this step's
 * or the next) works once.
 */
const run = Date.now().toString(36).slice(-5);
const TITLE = `E2E banner ${run}`;
const DAY = 86_400_000;

/** A 1200 × 400 PNG in two colours (what an editor uploads), made here so the test needs no file. */
function bannerPng(): Buffer {
  const [width, height] = [1200, 400];
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(x + y < 700 ? [230, 57, 70] : [29, 53, 87], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function checkPage(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

const homeBanner = (page: Page) => page.locator(`section[data-banner-group="home"] img[alt="${TITLE}"]`);

test('a content editor uploads a banner and schedules it; home shows it in the right group at the scheduled time', async ({
  browser,
  request,
}) => {
  // Times typed in the editor are local: the staff browser runs in UTC so the test can write them.
  const staff = await browser.newContext({ viewport: { width: 1024, height: 800 }, timezoneId: 'UTC' });
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const start = new Date(Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000);
  try {
    const editor = `e2e-content-${run}`;
    await signInByApi(staff.request, editor, await enrolledStaff(request, editor, 'marketing'));
    const page = await staff.newPage();
    await page.goto('/bo/content/banners');
    await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /Home/ })).toBeVisible();
    await checkPage(page, '/bo/content/banners at 1024 px');
    await page.screenshot({ path: test.info().outputPath('banners-1024.png'), fullPage: true });

    await page.getByRole('button', { name: 'New banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await dialog.getByLabel('Page group').selectOption('home');
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Link type').selectOption('ROUTE');
    await dialog.getByLabel('Link', { exact: true }).fill('/promotions');
    await dialog.getByLabel('Shows from').fill(start.toISOString().slice(0, 16));
    await dialog.getByLabel('Picture').setInputFiles({
      name: 'e2e-banner.png',
      mimeType: 'image/png',
      buffer: bannerPng(),
    });
    // The preview draws the new picture at phone and desktop width.
    await expect(dialog.locator('img[src^="data:image/png;base64,"]')).toHaveCount(2);
    expect(await seriousViolations(page), 'banner dialog').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('banner-dialog-1024.png') });
    await dialog.getByRole('button', { name: 'Save banner' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('region', { name: /Home/ }).getByRole('listitem').filter({ hasText: TITLE });
    await expect(row.getByText('Scheduled')).toBeVisible();

    const list = (await (
      await request.get('/wps/admin/content/banners', { headers: automation() })
    ).json()) as {
      value: { items: { id: number; title: string; group: string; imageUrl: string; startsAt: string }[] };
    };
    const banner = list.value.items.find((b) => b.title === TITLE)!;
    expect(banner).toMatchObject({ group: 'home', startsAt: start.toISOString() });
    expect(banner.imageUrl).toMatch(/^\/wps\/assets\/content\/[0-9a-f]{64}$/);

    // Before its start: home has its banners, not this one.
    const home = await visitor.newPage();
    await browseFrom(home, randomIp());
    await gotoSettled(home, '/');
    await expect(home.locator('section[data-banner-group="home"] img').first()).toBeAttached();
    await expect(homeBanner(home)).toHaveCount(0);

    // The dev clock past the start: home shows it, in the home group, with the uploaded picture.
    const moved = await request.put('/wps/dev/clock', {
      data: { at: new Date(start.getTime() + 60_000).toISOString() },
    });
    expect(moved.ok()).toBe(true);
    await gotoSettled(home, '/');
    await expect(homeBanner(home)).toHaveCount(1);
    await expect(homeBanner(home)).toHaveAttribute('src', banner.imageUrl);
    const picture = await request.get(banner.imageUrl);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(picture.headers()['cache-control']).toContain('immutable');

    await page.reload();
    await expect(row.getByText('Live')).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: test.info().outputPath('banners-360.png'), fullPage: true });

    await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await request.delete('/wps/dev/clock');
    const left = (await (
      await request.get('/wps/admin/content/banners', { headers: automation() })
    ).json()) as {
      value?: { items: { id: number; title: string }[] };
    };
    for (const b of left.value?.items.filter((x) => x.title === TITLE) ?? [])
      await request.delete(`/wps/admin/content/banners/${b.id}`, { headers: automation() });
    await visitor.close();
    await staff.close();
  }
});

/**
 * Back office, part 2 (docs/back-office.md "Campaign settings", "Campaigns and catalogues", "Running the site"): a new
 * marketing staff member opens Campaign settings and changes the referral commission with a reason (the audit row
 * says so) and opens a promotion's texts per language; a new owner looks up a member's limits on Risk and care and
 * opens a game's Set place dialog. axe and no sideways scrolling at 1024 px on each. The commission is put back.
 */
test('campaign settings, promotion languages, a game’s place and a member’s limits at 1024 px', async ({
  browser,
  request,
}) => {
  const staff = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'UTC' });
  const carer = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'UTC' });
  try {
    const editor = `e2e-settings-${run}`;
    await signInByApi(staff.request, editor, await enrolledStaff(request, editor, 'marketing'));
    const page = await staff.newPage();
    await page.goto('/bo/campaigns/settings');
    await expect(page.getByRole('heading', { name: 'Campaign settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Slots, level 2 rate (%)' })).toHaveValue('0.6');
    await checkPage(page, '/bo/campaigns/settings at 1024 px');
    await page.screenshot({ path: test.info().outputPath('campaign-settings-1024.png'), fullPage: true });
    const commission = page.getByRole('textbox', { name: 'Commission (%)' });
    await commission.fill('0.12');
    await page.getByRole('button', { name: 'Save referral commission' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save referral commission' });
    await dialog.getByLabel(/Reason/).fill('e2e: spring push');
    expect(await seriousViolations(page), 'settings reason dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(commission).toHaveValue('0.12');
    const audit = (await (
      await request.get('/wps/admin/audit?entity=campaign-settings&entityId=referral', {
        headers: automation(),
      })
    ).json()) as { value: { items: { actor: string; reason: string; after: unknown }[] } };
    expect(audit.value.items[0]).toMatchObject({ reason: 'e2e: spring push', after: { commissionBps: 12 } });

    const promotions = (await (
      await request.get('/wps/admin/promotions', { headers: automation() })
    ).json()) as { value: { id: number }[] };
    await page.goto(`/bo/campaigns/promotions/${promotions.value[0]!.id}`);
    const languages = page.getByRole('group', { name: 'Texts in other languages' });
    await expect(languages.getByText(/offered languages? ha/)).toBeVisible();
    await languages.getByLabel('Language to add').selectOption('th');
    await languages.getByRole('button', { name: 'Add language' }).click();
    await expect(languages.getByLabel('Title in ไทย')).toBeVisible();
    await checkPage(page, 'promotion editor with a language at 1024 px');
    await languages.getByLabel('Title in ไทย').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('promotion-languages-1024.png') });

    // A new owner (games.manage and responsible-gaming.read): a game's Set place dialog, a member's limits.
    const owner = `e2e-owner-${run}`;
    await signInByApi(carer.request, owner, await enrolledStaff(request, owner, 'owner'));
    const care = await carer.newPage();
    await care.goto('/bo/risk-care');
    const card = care.getByRole('region', { name: 'A member’s limits and breaks' });
    await card.getByLabel('Member account').fill('demo');
    await card.getByRole('button', { name: 'Show limits' }).click();
    await expect(card.getByRole('table', { name: 'Deposit limits of demo' })).toBeVisible();
    await checkPage(care, '/bo/risk-care with a member at 1024 px');
    await care.screenshot({ path: test.info().outputPath('risk-care-member-1024.png'), fullPage: true });

    await care.goto('/bo/games');
    await expect(care.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    await checkPage(care, '/bo/games with its actions at 1024 px');
    await care
      .getByRole('button', { name: /^Set place: / })
      .first()
      .click();
    const place = care.getByRole('dialog', { name: /^Place of / });
    await expect(place.getByLabel(/^Place in /)).toBeVisible();
    expect(await seriousViolations(care), 'set place dialog').toEqual([]);
    await care.screenshot({ path: test.info().outputPath('games-place-1024.png') });
    await place.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await request.put('/wps/admin/campaigns/settings/referral', {
      headers: automation(),
      data: { commissionBps: 10, reason: 'e2e: put back' },
    });
    await carer.close();
    await staff.close();
  }
});
