// The ONE apps registry (docs/architecture.md "Adding a page, a widget, a remote"). Plain CommonJS so the build,
// jest, eslint, the server's release registry, the shell and e2e all read the same file.
// A remote is one entry here; nothing else lists remotes.

/** Shared singletons: the only list. Majors must match between the shell and every remote. */
// '@tanstack/react-query': one QueryClient context for shell and remotes (a second copy would hide the provider).
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'rxjs',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];

const APPS = [
  { app: 'shell', remote: null, port: 3000, prefixes: [], slots: [], overlay: null, bannerGroups: [] },
  {
    app: 'mfe-lobby',
    remote: 'mfe_lobby',
    port: 3001,
    prefixes: [
      '/index',
      '/index.html',
      '/home',
      '/hot',
      '/fav',
      '/rng',
      '/pvp',
      '/live',
      '/fish',
      '/sports',
      '/esports',
      '/inhouse',
      '/cockfight',
      '/bingo',
      '/providers',
      '/game',
      '/seamless',
    ],
    slots: [],
    overlay: null,
    bannerGroups: ['home'],
  },
  {
    app: 'mfe-lottery',
    remote: 'mfe_lottery',
    port: 3002,
    prefixes: ['/elott', '/lottery', '/vnLottery', '/lotteryCenter'],
    slots: ['lottery.panel'],
    overlay: null,
    bannerGroups: ['lottery'],
  },
  {
    app: 'mfe-member',
    remote: 'mfe_member',
    port: 3003,
    prefixes: ['/member'],
    slots: [],
    overlay: 'member',
    bannerGroups: [],
  },
  {
    app: 'mfe-agent',
    remote: 'mfe_agent',
    port: 3004,
    prefixes: ['/agent'],
    slots: [],
    overlay: 'agent',
    bannerGroups: [],
  },
  {
    app: 'mfe-promotions',
    remote: 'mfe_promotions',
    port: 3005,
    prefixes: ['/promotions', '/promoDetail', '/pointMall'],
    slots: [
      'promotions.new-player-slider',
      'promotions.reward-center',
      'promotions.bonus-details',
      'promotions.mission-leaderboard',
      'promotions.red-envelope',
      'promotions.winner-board',
    ],
    overlay: null,
    bannerGroups: ['promotions'],
  },
  // The back office (docs/back-office.md): a second host on its own path, never a remote of the shell. `servedAt`
  // marks it: the server serves its build under that path and the release registry leaves it out (no release yet).
  {
    app: 'backoffice',
    remote: null,
    port: 3010,
    prefixes: [],
    slots: [],
    overlay: null,
    bannerGroups: [],
    servedAt: '/bo/',
  },
];

/** Every app folder, the shell first. */
const APP_NAMES = APPS.map((entry) => entry.app);
/** Every remote's registry entry (the shell is the host, not a remote). */
const REMOTES = APPS.filter((entry) => entry.remote !== null);
/** Apps of the player site's release flow: the shell and its remotes (not a host served on its own path). */
const SITE_APP_NAMES = APPS.filter((entry) => !entry.servedAt).map((entry) => entry.app);
/** Hosts served on their own path (the back office), with their build served as is. */
const SEPARATE_HOSTS = APPS.filter((entry) => Boolean(entry.servedAt));

module.exports = { APPS, APP_NAMES, REMOTES, SINGLETONS, SITE_APP_NAMES, SEPARATE_HOSTS };
