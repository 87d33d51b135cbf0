import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, refreshBalance } from '@site/shared';
import { agentTransferResultSchema, type AgentTransfer } from '@site/shared/schemas';
import { agentKeys } from '../../../lib/api/agent-keys';

/** Transfer to a downline; the header balance and every agent query refresh afterwards. */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (t: AgentTransfer) =>
      fetchParsed(agentTransferResultSchema, { method: 'POST', url: '/wps/agent/transfer', data: t }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: agentKeys.all });
      await refreshBalance().catch(() => undefined);
    },
  });
}

/** A fresh client key per transfer attempt (kept across retries of the same attempt). */
export function newClientKey(): string {
  return `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
