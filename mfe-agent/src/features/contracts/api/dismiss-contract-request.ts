import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractRequestSchema } from '@site/shared/schemas';
import { contractRequestsQuery } from './get-contract-requests';

/** `POST /wps/agent/contract-requests/:id/dismiss`: as the direct upline, close a request without an offer. */
export const dismissContractRequest = (id: number) =>
  fetchParsed(contractRequestSchema, {
    method: 'POST',
    url: `/wps/agent/contract-requests/${id}/dismiss`,
  });

export function useDismissContractRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissContractRequest,
    onSettled: () => client.invalidateQueries({ queryKey: contractRequestsQuery().queryKey }),
  });
}
