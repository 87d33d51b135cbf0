import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { site } from '../../support/site';

/**
 * Three scripts (Thai, Arabic, Georgian): no English sentence on home, /rng, /register and the member centre. Text
 * that arrived as
 * data in an API answer (game, provider and player names, operator-written banners and notices) is content, not
 * a UI string, and is left out; so are the reviewed proper names below. And German/Russian, the longest
 * translations, must not push /register or home wider than a 390 px phone.
 */
const NAMES = [
  'Royal Gaming',
  'Android',
  'iOS',
  'Megaways',
  'QQ',
  'Line',
  'WhatsApp',
  'Zalo',
  'Facebook',
  'WeChat',
  'Telegram',
  'VIP',
  'SMS',
  'QR',
  'IP',
  'App',
  'OK',
  'USDT (TRC20)',
];

/**
 * Every English UI string of the shell, the UI kit, the lobby and the given remotes (placeholders dropped), for a
 * whole-text match.
 */
function englishUiStrings(remotes: string[] = []): string[] {
  const root = site.repoRoot();
  const files = [
    ...readdirSync(path.join(root, 'shared/src/i18n/locales/en')).map((f) =>
      path.join(root, 'shared/src/i18n/locales/en', f),
    ),
    ...['mfe-lobby', ...remotes].map((app) => path.join(root, app, 'src/app/locales/en.json')),
  ];
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      for (const part of v.split(/\{\{\w+\}\}/)) {
        const text = part.trim().replace(/[.:,;!?]+$/, '');
        if (/[A-Za-z]{3,}/.test(text) && !NAMES.includes(text)) out.add(text);
      }
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...out].sort((a, b) => b.length - a.length);
}

/** Strings the server sent as data on this page (names, titles): content, not UI strings. */
/**
 * The texts of the server's answers on this page (names, operator content: data, not UI strings). Call `settled()`
 * before checking: each answer's body is read in the background, and a check made right after `networkidle` could
 * otherwise run before the game list's names are in (it flagged every game name on home once in CI).
 */
function collectServerData(page: Page): { settled: () => Promise<Set<string>> } {
  const data = new Set<string>();
  const reading = new Set<Promise<void>>();
  const add = (text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t.length > 2) data.add(t);
  };
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      // Operator HTML (help topics, notices): its text as a whole and each piece between tags.
      const text = v.replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
      add(text.replace(/<[^>]*>/g, ''));
      text.split(/<[^>]*>/).forEach(add);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  page.on('response', (response) => {
    // The platform API and the lottery calls (/lgw/…, /lotto/lgw/…: province and game names are data too).
    const api = ['/wps/', '/lgw/'].some((prefix) => response.url().includes(prefix));
    if (!api || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then(walk, () => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    settled: async () => {
      while (reading.size > 0) await Promise.all([...reading]);
      return data;
    },
  };
}

/** The text a player reads in `scope` (a CSS selector; the whole page by default), labels and placeholders included. */
async function visibleTexts(page: Page, scope = 'body'): Promise<string> {
  return page.evaluate((selector) => {
    const root = document.querySelector<HTMLElement>(selector) ?? document.body;
    const parts = [root.innerText];
    for (const el of Array.from(
      root.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n').replace(/[ \t\u00a0]+/g, ' ');
  }, scope);
}

function englishLeft(text: string, data: Set<string>, english: string[]): string[] {
  let rest = text;
  for (const item of [...data, ...NAMES].sort((a, b) => b.length - a.length))
    rest = rest.split(item).join(' ');
  const found = new Set<string>();
  // A known English UI string still on the page (whole words), e.g. "Log in" or "Slots".
  for (const s of english) {
    const escaped = s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^A-Za-z])${escaped}([^A-Za-z]|$)`).test(rest)) found.add(s);
  }
  // Any run of two or more Latin words: an English sentence nobody put in a locale file.
  for (const m of rest.matchAll(/[A-Za-z]{2,}(?:['’-][A-Za-z]+)*(?:[ \t]+[A-Za-z]{2,}(?:['’-][A-Za-z]+)*)+/g))
    found.add(m[0]);
  return [...found];
}

async function browseIn(page: Page, language: string): Promise<void> {
  const n = () => Math.floor(Math.random() * 250) + 2;
  const ip = `10.${n()}.${n()}.${n()}`;
  await page.route('**/wps/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
}

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/', ready: async (page) => void (await page.locator('.lobby-card__name').first().waitFor()) },
  { path: '/rng', ready: async (page) => void (await page.locator('.lobby-card__name').first().waitFor()) },
  { path: '/register', ready: async (page) => void (await page.locator('form input').first().waitFor()) },
];

/** Signs `account` in through the API and hands the session to the page as the shell keeps it (session storage). */
async function signedIn(page: Page, account: string, password: string): Promise<void> {
  const answer = await page.request.post('/wps/session/login', { data: { username: account, password } });
  const body = (await answer.json()) as { success: boolean; code: string; value: { token: string } };
  expect(body.success, body.code).toBe(true);
  const session = { token: body.value.token, account, username: account, isAgent: 0, publicityClose: true };
  await page.addInitScript(
    (value) => sessionStorage.setItem('site-session', value),
    JSON.stringify({ state: session, version: 0 }),
  );
}

const MEMBER_PAGES = ['transactionHistory', 'depositv2', 'securityCenter', 'manualRebate'];

for (const language of ['th', 'ar', 'ka']) {
  test(`no English sentence in the member centre in ${language}`, async ({ page }) => {
    test.slow();
    const english = englishUiStrings(['mfe-member']);
    const data = collectServerData(page);
    await browseIn(page, language);
    await signedIn(page, 'player3', 'Player1234');
    for (const key of MEMBER_PAGES) {
      await page.goto(`/member/${key}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const dialog = page
        .getByRole('dialog')
        .filter({ has: page.locator('h1, h2') })
        .first();
      await expect(dialog).toBeVisible();
      // Not 'networkidle': the balance push keeps a stream open. Settled = no skeleton or spinner left.
      await expect(dialog.locator('.ui-skeleton, [aria-busy="true"]')).toHaveCount(0);
      // The overlay only: home behind it is the other test's (and its remotes may still be switching language).
      // Polled: what must hold is the settled page (the test below checks a remote shows no English on the way,
      // docs/decisions.md "Remotes start in the player's language").
      await expect
        .poll(
          async () => englishLeft(await visibleTexts(page, '[role="dialog"]'), await data.settled(), english),
          {
            message: `English left on /member/${key} in ${language}`,
            timeout: 10_000,
          },
        )
        .toEqual([]);
    }
  });

  test(`no English sentence on home, /rng and /register in ${language}`, async ({ page }) => {
    test.slow();
    const english = englishUiStrings();
    const data = collectServerData(page);
    await browseIn(page, language);
    for (const { path: url, ready } of PAGES) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await ready(page);
      await page.waitForLoadState('networkidle');
      expect(
        englishLeft(await visibleTexts(page), await data.settled(), english),
        `English left on ${url} in ${language}`,
      ).toEqual([]);
    }
  });
}

/**
 * Every text the site (the shell's root, remotes included) has shown since the page began, as it was added or changed
 * (a MutationObserver runs before the browser paints the change): text nodes one by one, with labels and
 * placeholders. The settled page can be in the right language and still have flashed English on the way.
 */
async function recordShownTexts(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __remoteTexts: string[] }).__remoteTexts = shown;
    const inSite = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('#root');
    const record = (node: Node) => {
      if (!inSite(node)) return;
      if (node.nodeType === Node.TEXT_NODE) {
        shown.push(node.textContent ?? '');
        return;
      }
      if (!(node instanceof Element)) return;
      for (const el of [node, ...Array.from(node.querySelectorAll('*'))]) {
        if (el.closest('script, style')) continue;
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(attr);
          if (value) shown.push(value);
        }
        for (const child of Array.from(el.childNodes)) {
          if (child.nodeType === Node.TEXT_NODE) shown.push(child.textContent ?? '');
        }
      }
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') record(mutation.target);
        else if (mutation.type === 'attributes') record(mutation.target);
        else mutation.addedNodes.forEach(record);
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'placeholder', 'title', 'alt'],
    });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __remoteTexts: string[] }).__remoteTexts
        .join('\n')
        .replace(/[ \t\u00a0]+/g, ' '),
    );
}

test('a Thai visitor never sees English on the way: the shell and its remotes on home, /promotions, /rng', async ({
  page,
}) => {
  test.slow();
  const english = englishUiStrings(['mfe-lottery', 'mfe-promotions']);
  const data = collectServerData(page);
  const shownTexts = await recordShownTexts(page);
  await browseIn(page, 'th');
  for (const { url, ready } of [
    { url: '/', ready: PAGES[0]!.ready },
    {
      url: '/promotions',
      ready: async () => void (await page.locator('[data-remote-root="mfe_promotions"]').waitFor()),
    },
    { url: '/rng', ready: PAGES[1]!.ready },
  ]) {
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const texts = await shownTexts();
    // The record is of real texts: the lobby's Thai (or the promotions page's) was seen being added.
    expect(texts, `nothing recorded on ${url}`).toMatch(/[\u0E00-\u0E7F]{3,}/);
    expect(englishLeft(texts, await data.settled(), english), `English shown on the way on ${url}`).toEqual(
      [],
    );
  }
});

test('operator content follows the site language: the Thai home shows the Thai banner and its Thai artwork', async ({
  page,
}) => {
  await browseIn(page, 'th');
  await page.goto('/');
  const banner = page
    .getByRole('region', { name: /.+/ })
    .getByRole('img', { name: 'โบนัสฝากแรก 100%' })
    .first();
  await expect(banner).toBeVisible();
  const src = await banner.getAttribute('src');
  expect(src).toMatch(/\?lang=th$/);
  expect(await (await page.request.get(src!)).text()).toContain('โบนัสฝากแรก 100%');
});

test('the check itself sees English: on the English home page it reports the English UI', async ({
  page,
}) => {
  const english = englishUiStrings();
  const data = collectServerData(page);
  await browseIn(page, 'en');
  await page.goto('/');
  await PAGES[0]!.ready(page);
  await page.waitForLoadState('networkidle');
  const found = englishLeft(await visibleTexts(page), await data.settled(), english);
  // Not 'Customer service': a seeded notice names that button in its text, so it is server data on this page.
  expect(found).toEqual(expect.arrayContaining(['Collapse side menu', 'Download the app']));
  expect(found.length).toBeGreaterThan(10);
});

for (const language of ['de', 'ru']) {
  test(`/register and home fit a 390 px phone in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await browseIn(page, language);
    for (const { path: url, ready } of [PAGES[2]!, PAGES[0]!]) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await ready(page);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
        // Elements past the right edge that no ancestor clips or scrolls (a slider's hidden slides are fine).
        wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            if (
              r.width === 0 ||
              r.height === 0 ||
              (r.right <= document.documentElement.clientWidth + 1 && r.left >= -1)
            )
              return false;
            for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
              if (getComputedStyle(a).overflowX !== 'visible') return false;
            }
            return getComputedStyle(el).position !== 'fixed';
          })
          .slice(0, 5)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
          ),
      }));
      expect(
        overflow.scroll,
        `horizontal overflow on ${url} in ${language}: ${overflow.wide.join(' | ')}`,
      ).toBeLessThanOrEqual(overflow.view);
      expect(overflow.wide, `elements beyond the right edge on ${url} in ${language}`).toEqual([]);
    }
  });
}
