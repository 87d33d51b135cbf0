import type { QueryClient } from '@tanstack/react-query';
import { on } from '../bus/bus';
import { pageSingleton } from '../debug/singletons';
import { queryKeys } from './query-keys';

/**
 * Session, balance and language stay on the bus (ADR 007); this bridge turns their changes into
 * cache invalidation so no component re-fetches by hand:
 * - `session:changed` to another member (or signed out): every `user` query is reset, so one
 *   member never sees the previous member's favourites for a frame;
 * - `wallet:balance-changed` with a new figure: the balance query is refetched;
 * - `i18n:language-changed`: `site` and `user` answers are localised on the server, so refetch.
 * Replayed values (the state at subscribe time) only set the baseline; equal values are ignored,
 * which also stops a loop when a balance fetcher itself emits `wallet:balance-changed`.
 */
export function connectBusToQueries(client: QueryClient): () => void {
  let member: string | null | undefined;
  let balance: string | undefined;
  let language: string | undefined;
  const offs = [
    on('session:changed', (s) => {
      const next = s.loggedIn ? (s.customerId ?? s.account) : null;
      if (member !== undefined && next !== member) void client.resetQueries({ queryKey: queryKeys.user() });
      member = next;
    }),
    on('wallet:balance-changed', (b) => {
      const next = `${b.sumBalance} ${b.currency}`;
      // A figure the cache already holds (the balance push writes the cache, then emits) needs no refetch.
      const cached = client.getQueryData<{ sumBalance: number; currency: string }>(queryKeys.balance());
      const known = cached?.sumBalance === b.sumBalance && cached.currency === b.currency;
      if (balance !== undefined && next !== balance && !known)
        void client.invalidateQueries({ queryKey: queryKeys.balance() });
      balance = next;
    }),
    on('i18n:language-changed', ({ language: next }) => {
      if (language !== undefined && next !== language) {
        void client.invalidateQueries({ queryKey: queryKeys.site() });
        void client.invalidateQueries({ queryKey: queryKeys.user() });
      }
      language = next;
    }),
  ];
  return () => offs.forEach((off) => off());
}

interface BridgeHolder {
  users: number;
  disconnect: (() => void) | null;
}

// The shell's provider and a remote's provider can both mount: one bridge per page, counted.
const bridge = pageSingleton<BridgeHolder>('__SITE_QUERY_BUS_BRIDGE__', () => ({
  users: 0,
  disconnect: null,
}));

/** Connects the bridge while at least one provider is mounted; returns the release function. */
export function retainBusBridge(client: QueryClient): () => void {
  bridge.users += 1;
  if (bridge.users === 1) bridge.disconnect = connectBusToQueries(client);
  return () => {
    bridge.users -= 1;
    if (bridge.users === 0) {
      bridge.disconnect?.();
      bridge.disconnect = null;
    }
  };
}
