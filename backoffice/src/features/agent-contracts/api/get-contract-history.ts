import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractHistorySchema } from '@site/shared/schemas/operator';
import { contractKeys } from './contract-keys';

/** `GET /wps/admin/agent/contracts/:id/history` (`agents.read`): the contract and each change of its state. */
export const getContractHistory = (id: number) =>
  fetchParsed(contractHistorySchema, { method: 'GET', url: `/wps/admin/agent/contracts/${id}/history` });
export const contractHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.history(id),
    queryFn: () => getContractHistory(id),
    staleTime: 10_000,
  });
export const useContractHistory = (id: number) => useQuery(contractHistoryQuery(id));
