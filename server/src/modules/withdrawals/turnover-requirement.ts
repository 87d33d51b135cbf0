import type { WithdrawalRequirementProvider } from '../wallet/withdrawal-requirements';
import { DEPOSIT_TURNOVER_MULTIPLIER } from './withdrawals.config';
import { findLastPaidDeposit, sumValidBetsSince } from './withdrawals.repository';

/**
 * "Turn over each deposit once": valid bets of settled rounds placed since the member's last paid deposit must
 * reach that deposit's amount. Only the last deposit counts (a new deposit restarts the count). No deposit yet,
 * no requirement. Nothing is locked by it: until met, no withdrawal at all (docs/payments.md).
 */
export const depositTurnoverRequirement: WithdrawalRequirementProvider = async (db, memberId) => {
  const deposit = await findLastPaidDeposit(db, memberId);
  if (!deposit?.paid_at) return [];
  const requiredMinor = Number(deposit.amount_minor) * DEPOSIT_TURNOVER_MULTIPLIER;
  const progressMinor = await sumValidBetsSince(db, memberId, deposit.paid_at);
  return [
    {
      kind: 'deposit-turnover',
      requiredMinor,
      progressMinor: Math.min(progressMinor, requiredMinor),
      lockedMinor: 0,
    },
  ];
};
