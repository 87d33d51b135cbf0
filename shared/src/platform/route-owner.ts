import { REMOTES } from './apps.cjs';

/**
 * Which remote owns which path prefix. The shell owns the router; each remote renders its own `<Routes>` with
 * absolute paths under the shell's splat route, so this only decides which remote to mount. The server reads it
 * too: the page for a path names that remote's entry in its first response, to be fetched before the shell asks.
 */
export interface RouteOwner {
  /** Path prefix; matches the exact path or anything below it (`/member` matches `/member/x`). */
  prefix: string;
  remote: string;
}

/** Built from the one apps registry (apps.cjs): remotes declare their own prefixes. */
export const ROUTE_TABLE: readonly RouteOwner[] = REMOTES.flatMap(({ prefixes, remote }) =>
  prefixes.map((prefix) => ({ prefix, remote })),
);

/** The remote that owns `pathname`, or `undefined` when the shell itself (or nobody) owns it. Home is the lobby's. */
export function remoteForPath(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '') return 'mfe_lobby';
  const owner = ROUTE_TABLE.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return owner?.remote;
}
