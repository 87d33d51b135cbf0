import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractRequestSchema, type ContractRequestCreate } from '@site/shared/schemas';
import { contractRequestsQuery } from './get-contract-requests';

/**
 * `POST /wps/agent/contract-requests`: ask my direct upline for a contract of one kind. No client key needed:
 * one open request per (member, kind) on the server, so a repeat is refused (`CONTRACT_REQUEST_OPEN`).
 */
export const requestContract = (body: ContractRequestCreate) =>
  fetchParsed(contractRequestSchema, { method: 'POST', url: '/wps/agent/contract-requests', data: body });

export function useRequestContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestContract,
    onSettled: () => client.invalidateQueries({ queryKey: contractRequestsQuery().queryKey }),
  });
}
