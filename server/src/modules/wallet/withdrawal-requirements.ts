import type { DbOrTrx } from '../../db/with-transaction';

/**
 * What must be met before a member may withdraw, contributed by several domains without them importing each
 * other: payments adds "turn over each deposit once", promotions adds "wager each active bonus N times"
 * (docs/decisions.md). The withdrawal service sums every provider's outstanding amount; the member centre
 * shows each as a progress bar.
 */
export interface WithdrawalRequirement {
  /** e.g. `deposit-turnover`, `bonus-wagering:<grantId>` */
  kind: string;
  requiredMinor: number;
  progressMinor: number;
  /** Money that stays locked (not withdrawable) until this requirement is met, e.g. a bonus; 0 when none. */
  lockedMinor: number;
}

export type WithdrawalRequirementProvider = (
  db: DbOrTrx,
  memberId: number,
) => Promise<WithdrawalRequirement[]>;

export interface WithdrawalRequirementRegistry {
  register(provider: WithdrawalRequirementProvider): void;
  collect(db: DbOrTrx, memberId: number): Promise<WithdrawalRequirement[]>;
}

export function createWithdrawalRequirementRegistry(): WithdrawalRequirementRegistry {
  const providers: WithdrawalRequirementProvider[] = [];
  return {
    register: (provider) => void providers.push(provider),
    collect: async (db, memberId) => (await Promise.all(providers.map((p) => p(db, memberId)))).flat(),
  };
}
