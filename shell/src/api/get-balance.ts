import { apiGet, emit } from '@site/shared';
import { balanceResultSchema, type BalanceResult } from '@site/shared/schemas';

/** GET /wps/v2/wallets/balance (T). */
export async function getBalance(): Promise<BalanceResult> {
  return balanceResultSchema.parse(await apiGet<unknown>('/wps/v2/wallets/balance'));
}

/**
 * Fetches the balance and publishes it as `wallet:balance-changed`: the header (and any remote) renders from the
 * bus, so a remote that moves money can publish the new balance the same way.
 */
export async function refreshBalance(): Promise<void> {
  const { sumBalance, currency } = await getBalance();
  emit('wallet:balance-changed', { sumBalance, currency });
}
