/**
 * Key roots. The first segment says who the answer belongs to, so the bus bridge can invalidate
 * by scope without knowing every endpoint:
 * - `site`: the same for every visitor (vendors, whitelabel info); refetched on language change.
 * - `user`: the signed-in member's data (favourites, recent, member info); dropped on session change.
 * - `balance` lives under `user` and is also refetched on `wallet:balance-changed`.
 */
export const queryKeys = {
  site: (...parts: readonly unknown[]) => ['site', ...parts] as const,
  user: (...parts: readonly unknown[]) => ['user', ...parts] as const,
  balance: () => ['user', 'balance'] as const,
};
