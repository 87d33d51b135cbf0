import { bannerGroupForPath } from '@site/shared/platform';
import type { BannerGroup } from '@site/shared/schemas';

/**
 * Per-route layout of docs/site-rules.md "Routes" routes table: which chrome a path gets and which banner group it shows.
 * One table so the header, side bar, banner and footer all agree.
 */
export interface RouteLayout {
  header: boolean;
  sidebar: 'normal' | 'mini' | 'hidden';
  footer: boolean;
  banner: BannerGroup | null;
}

const FULL: RouteLayout = { header: true, sidebar: 'normal', footer: true, banner: null };
const HEADER_ONLY: RouteLayout = { header: true, sidebar: 'hidden', footer: false, banner: null };

/** Home aliases of docs/site-rules.md "Routes"; the lobby remote renders home for each. */
export const HOME_ALIASES = ['/', '/index', '/index.html', '/home'] as const;

export function layoutForPath(pathname: string): RouteLayout {
  if (pathname === '/lottery') return HEADER_ONLY;
  if (pathname === '/game') return HEADER_ONLY;
  // Seamless game page: header only, and the side bar is forced to mini.
  if (pathname === '/seamless') return { ...HEADER_ONLY, sidebar: 'mini' };
  if (pathname === '/vnLottery') return { header: true, sidebar: 'normal', footer: false, banner: null };
  return { ...FULL, banner: bannerGroupForPath(pathname) };
}

/** The page the password-reset mail links to (`?token=` there is the reset secret, not a login ticket). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * docs/site-rules.md "Routes" guard: paths a visitor may see when the operator requires login for home: the list there plus the
 * password-reset page the reset mail links to (issue 16), which a logged-out owner must reach.
 */
export const GUARD_OPEN_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  RESET_PASSWORD_PATH,
];

/** Where the guard sends a visitor: /login when 'login required for home' is on and there is no token. */
export function guardRedirect(pathname: string, loginRequired: boolean, hasToken: boolean): string | null {
  if (!loginRequired || hasToken) return null;
  return GUARD_OPEN_PATHS.includes(pathname) ? null : '/login';
}
