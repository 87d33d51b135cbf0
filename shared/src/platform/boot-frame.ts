import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { BOOT_ANSWERS_LANGUAGE } from './boot-answers';

/**
 * The first screen's frame (docs/performance.md "First screen in the page"): the server draws the header bar and the
 * page's first banners into the page itself, behind where the shell will draw them, so a phone shows the largest
 * element of the first screen as soon as its picture arrives instead of after the shell's scripts have run. The
 * server writes it (server/src/modules/hosting/boot-frame.ts); the shell takes it away once its own banner is there.
 */
export const BOOT_FRAME_ELEMENT_ID = 'boot-frame';

/** The attribute the pre-paint rule below sets on <html> to hide the frame. */
export const BOOT_FRAME_OFF_ATTRIBUTE = 'data-boot-frame';

/**
 * Pre-paint rule, inlined in the page's head: the frame's banners are the default language's, so a visitor who saved
 * another language (and whose page switches to it) does not see them flash by.
 */
export const BOOT_FRAME_LANGUAGE_SCRIPT = `(function(){try{var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});if(l&&l!==${JSON.stringify(BOOT_ANSWERS_LANGUAGE)})document.documentElement.setAttribute(${JSON.stringify(BOOT_FRAME_OFF_ATTRIBUTE)},'off');}catch(e){}})();`;

/** Takes the server's frame off the page: the shell's own first screen is drawn (or the page has none). */
export function removeBootFrame(): void {
  // Through globalThis: the server imports this module too, and has no DOM.
  const page = (globalThis as { document?: { getElementById(id: string): { remove(): void } | null } })
    .document;
  page?.getElementById(BOOT_FRAME_ELEMENT_ID)?.remove();
}
