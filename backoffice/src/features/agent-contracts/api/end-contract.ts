import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminContractSchema } from '@site/shared/schemas/operator';
import { contractKeys } from './contract-keys';

/**
 * `POST /wps/admin/agent/contracts/:id/end` (`agents.manage`): terminates an accepted contract or withdraws an open
 * offer; both agents get a message with the reason (409 CONTRACT_STATE_INVALID when it already ended).
 */
export const endContract = (input: { id: number; reason: string }) =>
  fetchParsed(adminContractSchema, {
    method: 'POST',
    url: `/wps/admin/agent/contracts/${input.id}/end`,
    data: { reason: input.reason },
  });
export const useEndContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endContract,
    onSettled: () => void client.invalidateQueries({ queryKey: contractKeys.all() }),
  });
};
