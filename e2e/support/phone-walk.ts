import type { Page } from '@playwright/test';

/**
 * What a player must never meet on a phone (issue 33): the page wider than the screen, a control smaller than a
 * thumb (44 px either way; inline links in running text are exempt), an internal code on screen (a game id such as
 * PG-RNG-0002, a points reference such as bet:893, a banner group code) or operator HTML shown as tags. Returns
 * one line per finding, so a failure says what and where.
 */
export async function phoneFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const label = (e: Element) =>
      `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} "${(e.textContent ?? e.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
    const extra = document.documentElement.scrollWidth - window.innerWidth;
    if (extra > 0) found.push(`page ${extra} px wider than the screen`);

    const visible = (e: Element) => {
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(e);
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !e.closest('[aria-hidden="true"], [inert]')
      );
    };
    // Inside a strip that clips or scrolls by design (a carousel track, a table's own scroll box) a control may
    // reach past the screen; the check is that its box fits, which the page-width check covers.
    // Under an open dialog (the agent or member centre) the page behind is out of reach: the dialog is what is used.
    const selector = 'button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
    const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')];
    const controls =
      dialogs.length > 0
        ? dialogs.flatMap((d) => [...d.querySelectorAll(selector)])
        : [...document.querySelectorAll(selector)];
    for (const c of controls) {
      // Inline links are exempt: a link-styled button in running text or a footer list (the kit's ui-link).
      if (!visible(c) || c.classList.contains('ui-link')) continue;
      const box = c.getBoundingClientRect();
      // A control wrapped by its label (a checkbox and its text) is as large as the label a thumb hits.
      const target = c.closest('label') ?? c;
      const hit = target.getBoundingClientRect();
      if (Math.max(box.width, hit.width) < 43.5 || Math.max(box.height, hit.height) < 43.5) {
        found.push(`control ${Math.round(box.width)}×${Math.round(box.height)} px: ${label(c)}`);
      }
    }

    const text = document.body.innerText;
    for (const m of text.match(/\b[A-Z0-9]+-[A-Z]+-\d{4}\b/g) ?? [])
      found.push(`internal game code on screen: ${m}`);
    for (const m of text.match(/\bbet:\d+\b/g) ?? []) found.push(`internal reference on screen: ${m}`);
    for (const m of text.match(/^\s*(HOME|RNG|SHOP|W_REG|W_HELP|LIVE|PVP|FISH)\s*$/gm) ?? []) {
      found.push(`banner or group code on screen: ${m.trim()}`);
    }
    for (const m of text.match(
      /<\/?(p|br|strong|em|b|i|u|ul|ol|li|div|span|h[1-6]|a|img|table)(\s[^>]*)?\/?>/gi,
    ) ?? []) {
      found.push(`raw HTML on screen: ${m}`);
    }
    return found;
  });
}

/** The banner artwork on screen draws no internal group code (the SVG's text is not in innerText). */
export async function bannerCodes(page: Page): Promise<string[]> {
  const sources = await page.$$eval('img[src*="/wps/assets/banners/"]', (images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  const found: string[] = [];
  for (const src of [...new Set(sources)].slice(0, 6)) {
    const svg = await (await page.request.get(src)).text();
    for (const m of svg.match(/>(HOME|RNG|SHOP|W_REG|W_HELP|LIVE|PVP|FISH|PROMOTION|REGISTER)</g) ?? []) {
      found.push(`banner ${src} draws ${m.slice(1, -1)}`);
    }
  }
  return found;
}
