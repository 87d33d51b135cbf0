import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@site/shared';

type Decision = { orderId: number; memberId: number } & (
  { action: 'approve' } | { action: 'reject'; reason: string }
);

/**
 * Approve (the payout goes to the gateway) or reject with a reason (the hold is released). When another staff member
 * decided first the server answers 409 WITHDRAWAL_STATE_INVALID with the order's status.
 */
export const decideWithdrawal = (decision: Decision) =>
  decision.action === 'approve'
    ? apiPost<unknown>(`/wps/admin/withdrawals/${decision.orderId}/approve`)
    : apiPost<unknown>(`/wps/admin/withdrawals/${decision.orderId}/reject`, { reason: decision.reason });

export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: (_answer, _error, decision) => {
      void client.invalidateQueries({ queryKey: ['bo', 'withdrawals'] });
      void client.invalidateQueries({ queryKey: ['bo', 'dashboard'] });
      void client.invalidateQueries({ queryKey: ['bo', 'member', decision.memberId] });
    },
  });
}
