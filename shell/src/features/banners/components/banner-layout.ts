/** SPEC §9: 5000 ms autoplay, 4 per view (from 1024 px; one per view below, see layout.css). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNERS_PER_VIEW = 4;
