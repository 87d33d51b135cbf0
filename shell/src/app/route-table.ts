/**
 * Which remote owns which path prefix. The shell owns the router; each remote renders its own
 * `<Routes>` with absolute paths under the shell's splat route, so this table only decides
 * which remote to mount.
 */
export type RemoteName = 'mfe_lobby' | 'mfe_lottery' | 'mfe_promotions' | 'mfe_member' | 'mfe_agent';

export interface RouteOwner {
  /** Path prefix; matches the exact path or anything below it (`/member` matches `/member/x`). */
  prefix: string;
  remote: RemoteName;
}

const LOBBY_PREFIXES = [
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
];
const LOTTERY_PREFIXES = ['/elott', '/lottery', '/vnLottery', '/lotteryCenter'];
const PROMOTIONS_PREFIXES = ['/promotions', '/promoDetail', '/pointMall'];

export const ROUTE_TABLE: readonly RouteOwner[] = [
  ...LOBBY_PREFIXES.map((prefix) => ({ prefix, remote: 'mfe_lobby' as const })),
  ...LOTTERY_PREFIXES.map((prefix) => ({ prefix, remote: 'mfe_lottery' as const })),
  ...PROMOTIONS_PREFIXES.map((prefix) => ({ prefix, remote: 'mfe_promotions' as const })),
  { prefix: '/member', remote: 'mfe_member' },
  { prefix: '/agent', remote: 'mfe_agent' },
];

/** The remote that owns `pathname`, or `undefined` when the shell itself (or nobody) owns it. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  if (pathname === '/' || pathname === '') return 'mfe_lobby';
  const owner = ROUTE_TABLE.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return owner?.remote;
}
