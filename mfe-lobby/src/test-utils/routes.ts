/** The lobby's routes, as `fakeApi` (`@site/shared/testing`) keys them. */
export const ROUTES = {
  gameList: 'GET /wps/games/list',
  hotGames: 'GET /wps/games/hot',
  vendors: 'GET /wps/games/vendors',
  favouriteIds: 'GET /wps/games/favourites/ids',
  favourites: 'GET /wps/games/favourites',
  recent: 'GET /wps/games/recent',
  winners: 'GET /wps/games/winners',
  whitelabel: 'GET /wps/system/whitelabel',
  helpCenter: 'GET /wps/system/helpCenter',
  launch: 'POST /wps/game/launchGame',
  balance: 'GET /wps/v2/wallets/balance',
} as const;
