import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { retainBusBridge } from './bus-bridge';
import { getQueryClient } from './query-client';

/**
 * Provides the page's one QueryClient and connects the bus bridge. The shell mounts it at its
 * root; each remote's exposed entry mounts it too, so a remote rendered standalone (bootstrap.tsx)
 * works and, under the shell, both providers hand out the same client (a shared singleton).
 */
export function SiteQueryProvider({ children }: { children: ReactNode }) {
  const client = getQueryClient();
  useEffect(() => retainBusBridge(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
