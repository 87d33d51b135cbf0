import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractSchema } from '@site/shared/schemas';
import { agentKeys } from '../../../lib/api/agent-keys';

export function useContractAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'reject' | 'terminate' }) =>
      fetchParsed(contractSchema, { method: 'POST', url: `/wps/agent/contracts/${id}/${action}` }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
