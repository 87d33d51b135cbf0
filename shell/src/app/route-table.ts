/**
 * Which remote owns which path prefix: one table for the shell's router and the server's preload links
 * (shared/src/platform/route-owner.ts).
 */
export { ROUTE_TABLE, remoteForPath } from '@site/shared/platform';
export type { RouteOwner } from '@site/shared/platform';
/** A remote's container name (`mfe_lobby`). */
export type RemoteName = string;
