import {
  BOOT_FRAME_ELEMENT_ID,
  BOOT_FRAME_LANGUAGE_SCRIPT,
  BOOT_FRAME_OFF_ATTRIBUTE,
  type BootPayload,
} from '@site/shared/platform';
import { SYSTEM_STATUS } from '@site/shared/schemas';

/**
 * The first screen's frame (docs/performance.md "First screen in the page"; the page side is
 * shared/src/platform/boot-frame.ts): the header bar and the page's first banners, drawn by the page itself behind
 * where the shell draws them, so the first screen's largest element is on a phone's screen when its picture
 * arrives, not after ~250 KB of scripts have run. It is decoration (hidden from assistive tech, no pointer events):
 * the shell's own header and carousel, drawn over it, are what a visitor uses, and the shell then takes it away.
 *
 * Its boxes copy the shell's layout (shell/src/app/styles/layout.css: the 56 px header, 61 px on phones where its
 * buttons are 44 px; the 232 px side bar from 769 px; main's 16 px padding; 3:1 banners, one per view, up to four in
 * a row from 1024 px and at most 240 px high there). e2e/tests/foundation/boot-frame.spec.ts fails when the two part.
 */
const FRAME_CSS = [
  'html{background:#0f1320}',
  'html[data-theme=light]{background:#f4f6fb}',
  'body{margin:0}',
  `.boot-frame{position:absolute;z-index:-1;top:0;left:0;right:0;pointer-events:none;overflow:hidden}`,
  `html[${BOOT_FRAME_OFF_ATTRIBUTE}=off] .boot-frame{display:none}`,
  '.boot-frame__bar{box-sizing:border-box;height:56px;background:#181d2e;border-bottom:1px solid #343c58}',
  'html[data-theme=light] .boot-frame__bar{background:#fff;border-color:#c9cfdd}',
  '.boot-frame__banners{display:flex;gap:12px;padding:16px;padding-inline-start:248px}',
  '.boot-frame__banners img{display:block;flex:none;width:100%;height:auto;border-radius:10px}',
  '.boot-frame__banners img+img{display:none}',
  '@media (max-width:768px){.boot-frame__bar{height:61px}.boot-frame__banners{padding-inline-start:16px}}',
  '@media (min-width:1024px){.boot-frame__banners img,.boot-frame__banners img+img{display:block;' +
    'width:calc((100% - (var(--boot-banners) - 1) * 12px) / var(--boot-banners));max-height:240px;object-fit:cover}}',
].join('');

/** Banners per view on wide screens (shell/src/features/banners/components/banner-layout.ts). */
const BANNERS_PER_VIEW = 4;

/** The frame's inline script, for the page's CSP (allowed by its hash like the page's other inline scripts). */
export const BOOT_FRAME_SCRIPT_TAG = `<script>${BOOT_FRAME_LANGUAGE_SCRIPT}</script>`;

function siteIsOpen(payload: BootPayload): boolean {
  const envelope = payload.answers['/wps/system/status'] as { value?: { status?: unknown } } | undefined;
  return envelope?.value?.status === SYSTEM_STATUS.normal;
}

/**
 * The frame's markup for the page's head and for the start of its body, from the page's banner pictures
 * (`bootBannerPictures`), or null when the page has no banners to show or the site is not open (the maintenance and
 * blocked pages have neither header nor banners).
 */
export function bootFrame(
  payload: BootPayload,
  bannerPictures: readonly string[],
): { head: string; body: string } | null {
  const pictures = bannerPictures.slice(0, BANNERS_PER_VIEW);
  if (pictures.length === 0 || !siteIsOpen(payload)) return null;
  const images = pictures
    .map(
      (src, i) =>
        `<img src="${src.replace(/&/g, '&amp;')}" alt="" width="1200" height="400" ${i === 0 ? 'fetchpriority="high"' : 'loading="lazy"'}>`,
    )
    .join('');
  return {
    head: `<style>${FRAME_CSS}</style>${BOOT_FRAME_SCRIPT_TAG}`,
    body:
      `<div id="${BOOT_FRAME_ELEMENT_ID}" class="boot-frame" aria-hidden="true"><div class="boot-frame__bar"></div>` +
      `<div class="boot-frame__banners" style="--boot-banners:${pictures.length}">${images}</div></div>`,
  };
}
