import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentMoveResultSchema } from '@site/shared/schemas/operator';
import { treeKeys } from './get-agent-tree';

/** Moves a member, with its whole subtree, under another agent; the tree refuses a cycle or a running contract. */
export const moveMember = (input: { id: number; uplineAccount: string; reason: string }) =>
  fetchParsed(agentMoveResultSchema, {
    method: 'POST',
    url: `/wps/admin/agents/${input.id}/move`,
    data: { uplineAccount: input.uplineAccount, reason: input.reason },
  });
export const useMoveMember = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveMember,
    onSettled: () => void client.invalidateQueries({ queryKey: treeKeys.all() }),
  });
};
