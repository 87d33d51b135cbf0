import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentRegisterResultSchema, type AgentRegister } from '@site/shared/schemas';
import { agentKeys } from '../../../lib/api/agent-keys';

export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: AgentRegister) =>
      fetchParsed(agentRegisterResultSchema, { method: 'POST', url: '/wps/agent/register', data: r }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
