import { balanceQuery, getQueryClient } from '@site/shared';
import type { BalanceResult } from '@site/shared/schemas';

/** The member's balance, so the header follows a round without a reload. */
export function fetchBalance(): Promise<BalanceResult> {
  return getQueryClient().fetchQuery(balanceQuery());
}
