import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentBillDecisionSchema } from '@site/shared/schemas/operator';
import { billKeys } from './bill-keys';

/** Closes an insufficient bill unpaid; the agent who earned it gets a message with the reason. */
export const rejectAgentBill = (input: { type: 'salary' | 'dividend'; id: number; reason: string }) =>
  fetchParsed(agentBillDecisionSchema, {
    method: 'POST',
    url: `/wps/admin/agent/bills/${input.type}/${input.id}/reject`,
    data: { reason: input.reason },
  });
export const useRejectAgentBill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectAgentBill,
    onSettled: () => void client.invalidateQueries({ queryKey: billKeys.all() }),
  });
};
