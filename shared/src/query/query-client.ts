import { QueryClient } from '@tanstack/react-query';
import { pageSingleton, trackSingleton } from '../debug/singletons';
import { ApiError } from '../api/api-error';

/** How long a server answer counts as fresh unless its query options say otherwise. */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * A server that answered (4xx/5xx, or a 2xx envelope with success false) answers the same way
 * again: only a request that never got an answer (status 0: network, timeout) is retried, once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && error.status === 0;
}

function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// Anchored per page like the bus and the session store (see pageSingleton): the shell and every
// remote must read one cache, or the shell and the lobby fetch vendors/balance twice again.
const queryClient = pageSingleton('__SITE_QUERY_CLIENT__', createSiteQueryClient);
trackSingleton('queryClient', queryClient);

/** The page's one QueryClient (for `fetchQuery`/`invalidateQueries` outside React). */
export function getQueryClient(): QueryClient {
  return queryClient;
}
