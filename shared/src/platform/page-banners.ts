import type { BannerGroup } from '../schemas/system';

/**
 * The banner group a page shows under its header (docs/product.md "Screens and routes" routes table), or none. The shell's layout reads it to
 * draw the carousel, and the server to put that group's banners in the page's first response (boot-answers.ts).
 */
const BANNER_BY_PATH: Readonly<Record<string, BannerGroup>> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
  '/home': 'home',
  '/hot': 'home',
  '/fav': 'home',
  '/rng': 'rng',
  '/live': 'live',
  '/fish': 'fish',
  '/pvp': 'pvp',
  '/sports': 'sports',
  '/esports': 'esports',
  '/inhouse': 'inhouse',
  '/elott': 'lottery',
  '/down': 'download',
  '/promotions': 'promotion',
  '/pointMall': 'shop',
  // docs/product.md "Screens and routes": the help page and register page use the w_ groups, with a default image when empty.
  '/help': 'w_help',
  '/register': 'w_reg',
  '/register.html': 'w_reg',
};

export function bannerGroupForPath(pathname: string): BannerGroup | null {
  return Object.hasOwn(BANNER_BY_PATH, pathname) ? (BANNER_BY_PATH[pathname] ?? null) : null;
}
