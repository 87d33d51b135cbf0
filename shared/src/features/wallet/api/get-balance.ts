import { queryOptions, useQuery } from '@tanstack/react-query';
import { emit } from '../../../bus/bus';
import { balanceResultSchema } from '../../../schemas/wallet';
import { fetchParsed } from '../../../query/api-query';
import { getQueryClient } from '../../../query/query-client';
import { queryKeys } from '../../../query/query-keys';

/** GET /wps/v2/wallets/balance (token): the ledger's figure, the only source of truth. */
export function getBalance() {
  return fetchParsed(balanceResultSchema, { method: 'GET', url: '/wps/v2/wallets/balance' });
}

/** Money is never shown from an old answer: always stale, refetched on `wallet:balance-changed`. */
export const balanceQuery = () =>
  queryOptions({ queryKey: queryKeys.balance(), queryFn: getBalance, staleTime: 0 });

export function useBalance(options: { enabled?: boolean } = {}) {
  return useQuery({ ...balanceQuery(), enabled: options.enabled ?? true });
}

/**
 * Fetches the balance through the cache and publishes it as `wallet:balance-changed`: the header
 * (and any remote) renders balance from the bus (ADR 007: balance stays on the bus).
 */
export async function refreshBalance(): Promise<void> {
  const { sumBalance, currency } = await getQueryClient().fetchQuery(balanceQuery());
  emit('wallet:balance-changed', { sumBalance, currency });
}
