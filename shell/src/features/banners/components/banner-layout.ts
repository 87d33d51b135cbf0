/** docs/site-rules.md "Limits": 5000 ms autoplay, 4 per view (from 1024 px; one per view below, see layout.css). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNERS_PER_VIEW = 4;
/**
 * Banner images are 3:1 (1200 × 400, as the server draws its banners and operators are asked to upload). Each image
 * declares this size so its box is reserved before it loads: declared 4:1, a 3:1 banner grew a third taller on load
 * and pushed the page down (the largest layout shift on /register).
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
