import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentBillDecisionSchema } from '@site/shared/schemas/operator';
import { billKeys } from './bill-keys';

/** The upline pays an insufficient bill now, from its wallet (422 INSUFFICIENT_BALANCE when it cannot). */
export const payAgentBill = (input: { type: 'salary' | 'dividend'; id: number; reason: string }) =>
  fetchParsed(agentBillDecisionSchema, {
    method: 'POST',
    url: `/wps/admin/agent/bills/${input.type}/${input.id}/pay`,
    data: { reason: input.reason },
  });
export const usePayAgentBill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payAgentBill,
    onSettled: () => void client.invalidateQueries({ queryKey: billKeys.all() }),
  });
};
