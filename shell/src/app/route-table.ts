import { REMOTES } from '@site/shared/platform';

/**
 * Which remote owns which path prefix. The shell owns the router; each remote renders its own
 * `<Routes>` with absolute paths under the shell's splat route, so this table only decides
 * which remote to mount.
 */
export type RemoteName = string;

export interface RouteOwner {
  /** Path prefix; matches the exact path or anything below it (`/member` matches `/member/x`). */
  prefix: string;
  remote: RemoteName;
}

/** Built from the one apps registry (shared/src/platform/apps.cjs): remotes declare their own prefixes. */
export const ROUTE_TABLE: readonly RouteOwner[] = REMOTES.flatMap(({ prefixes, remote }) =>
  prefixes.map((prefix) => ({ prefix, remote })),
);

/** The remote that owns `pathname`, or `undefined` when the shell itself (or nobody) owns it. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  if (pathname === '/' || pathname === '') return 'mfe_lobby';
  const owner = ROUTE_TABLE.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return owner?.remote;
}
