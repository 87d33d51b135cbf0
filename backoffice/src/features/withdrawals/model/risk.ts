import type { RiskHint } from '@site/shared/schemas/operator';

/** How loud each hint is: a shared payout account or money out above money in deserve a second look first. */
export const RISK_SEVERITY: Record<RiskHint, 'high' | 'medium' | 'low'> = {
  'shared-payout-account': 'high',
  'withdrawals-exceed-deposits': 'high',
  'wagering-unmet': 'medium',
  'payout-account-recent': 'medium',
  'first-withdrawal': 'low',
};

export function sortRisks(risks: readonly RiskHint[]): RiskHint[] {
  const order = { high: 0, medium: 1, low: 2 };
  return [...risks].sort((a, b) => order[RISK_SEVERITY[a]] - order[RISK_SEVERITY[b]]);
}
