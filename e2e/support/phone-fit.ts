import type { Page } from '@playwright/test';

/**
 * How far the page or anything in a dialog (an overlay such as the member or agent centre, and a dialog opened over it)
 * reaches past the viewport, and what does (to say what broke): the phone walks' "fits 360 px" check.
 */
export async function dialogOverflow(page: Page) {
  return page.evaluate(() => {
    const past = (e: Element) => e.getBoundingClientRect().right > window.innerWidth + 1;
    const wide = [...document.querySelectorAll('[role="dialog"]')].flatMap((dialog) => {
      // Inside a strip that scrolls or clips by design (the page menu, a wide table's wrapper) and itself fits,
      // nothing is past the screen.
      const clippedInside = (e: Element) => {
        for (let a = e.parentElement; a && a !== dialog; a = a.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(a).overflowX) && !past(a)) return true;
        }
        return false;
      };
      return [...dialog.querySelectorAll('*')].filter(
        (e) => past(e) && e.getClientRects().length > 0 && !clippedInside(e),
      );
    });
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      dialog: wide.length,
      culprits: wide
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`),
    };
  });
}
