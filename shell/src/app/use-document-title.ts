import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { HOME_ALIASES, RESET_PASSWORD_PATH } from './layout-rules';
import { ROUTE_TABLE } from './route-table';

/** Pages the shell renders itself: exact paths only (`/login/x` is not the login page but not found). */
const SHELL_PAGES: Record<string, string> = {
  '/login': 'auth:login_title',
  '/register': 'register:title',
  '/register.html': 'register:title',
  [RESET_PASSWORD_PATH]: 'auth:reset_title',
  '/help': 'help:title',
  '/helpmc': 'help:title',
  '/down': 'download:title',
};

/**
 * A page name per prefix of the route table, matched like the table (a remote's sub-pages keep its name). The
 * side menu's labels where it links to the page, so tab and menu say the same; `nav:page_*` where it has none.
 * Home aliases are absent on purpose: home's tab is the site name alone.
 */
export const REMOTE_PAGES: Record<string, string> = {
  '/hot': 'nav:hot',
  '/fav': 'nav:favourites',
  '/rng': 'nav:cat_rng',
  '/pvp': 'nav:cat_pvp',
  '/live': 'nav:cat_live',
  '/fish': 'nav:cat_fish',
  '/sports': 'nav:cat_sports',
  '/esports': 'nav:cat_esports',
  '/inhouse': 'nav:cat_inhouse',
  '/cockfight': 'nav:cat_cockfight',
  '/bingo': 'nav:cat_bingo',
  '/providers': 'nav:page_providers',
  '/game': 'nav:page_game',
  '/seamless': 'nav:page_game',
  '/elott': 'nav:cat_elott',
  // The side menu's "Lottery" opens /lotteryCenter; /lottery is the draw page of the same games.
  '/lottery': 'nav:cat_lott',
  '/lotteryCenter': 'nav:cat_lott',
  '/vnLottery': 'nav:page_regional_lottery',
  // Overlay URLs (/member/<page>, /agent/<page>) are named after the centre, as the header's menu calls it.
  '/member': 'header:member_centre',
  '/agent': 'header:agent_centre',
  '/promotions': 'nav:promotions',
  '/promoDetail': 'nav:page_promo_detail',
  '/pointMall': 'nav:page_points_mall',
};

/** The translation key of the page at `pathname`, or `null` for home (and for paths the lobby shows home on). */
export function pageTitleKey(pathname: string): string | null {
  if ((HOME_ALIASES as readonly string[]).includes(pathname)) return null;
  const shellPage = SHELL_PAGES[pathname];
  if (shellPage) return shellPage;
  const owner = ROUTE_TABLE.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  // No owner: RemoteRoute renders the not-found page, and the tab should say so too.
  if (!owner) return 'system:not_found_title';
  return REMOTE_PAGES[owner.prefix] ?? null;
}

/**
 * Keeps the tab title on "<page> · <site>" ("<site>" on home) through route and language changes. The site name is
 * the translated brand the header shows (`common:site_name`): the whitelabel answer carries no display name, and
 * English is bundled, so there is no loading state to cover. Reads the real URL, not an overlay's background, so an
 * open member page names the member centre.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const key = pageTitleKey(pathname);
  const site = t('common:site_name');
  // The order and separator are a translation (nav:document_title), not concatenated here.
  const title = key ? t('nav:document_title', { page: t(key), site }) : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
