import type { Banner, BannerGroup } from '@site/shared/schemas';

/** Groups that must never be empty (docs/site-rules.md "Screens"): the help and register pages show a default image instead. */
const DEFAULT_TITLES: Partial<Record<BannerGroup, string>> = { w_help: 'Help centre', w_reg: 'Join us' };

function svgDataUrl(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2b64"/><stop offset="1" stop-color="#7b2ff7"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><text x="600" y="222" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The banners to show: the server's, or for w_help/w_reg a generated default image when there are none. */
export function withDefault(group: BannerGroup, banners: Banner[]): Banner[] {
  const title = DEFAULT_TITLES[group];
  if (banners.length > 0 || !title) return banners;
  return [
    { bannerId: 0, url: svgDataUrl(title), linkageType: 'NONE', linkage: null, groupName: group, title },
  ];
}
