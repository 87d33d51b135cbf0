/**
 * Natural paths a player types for a lobby (`/slots`, `/casino`, `/poker`…) and the route that serves each
 * (docs/decisions.md "Natural category paths"). The site's own paths stay those of docs/site-rules.md "Routes"; these only redirect.
 */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/slots': '/rng',
  '/slot': '/rng',
  '/casino': '/live',
  '/live-casino': '/live',
  '/livecasino': '/live',
  '/poker': '/pvp',
  '/cards': '/pvp',
  '/card-games': '/pvp',
  '/fishing': '/fish',
  '/sport': '/sports',
  '/e-sports': '/esports',
  '/lotto': '/lottery',
  '/lotteries': '/lottery',
  '/e-lottery': '/elott',
  '/keno': '/elott',
  '/promotion': '/promotions',
  '/promos': '/promotions',
  '/favourites': '/fav',
  '/favorites': '/fav',
};

/** The route an alias stands for (case and a trailing slash do not matter), or null. */
export function aliasTarget(pathname: string): string | null {
  const key = pathname.toLowerCase().replace(/\/+$/, '');
  return PATH_ALIASES[key] ?? null;
}
