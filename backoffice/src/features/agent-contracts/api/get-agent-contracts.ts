import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminContractPageSchema } from '@site/shared/schemas/operator';
import { contractKeys } from './contract-keys';

export interface ContractListQuery {
  kind: string;
  state: string;
  q?: string;
  page: number;
  pageSize: number;
}

/** `GET /wps/admin/agent/contracts` (`agents.read`): every agent's contracts, newest offer first, paged. */
export const getAgentContracts = (query: ContractListQuery) =>
  fetchParsed(adminContractPageSchema, { method: 'GET', url: '/wps/admin/agent/contracts', params: query });
export const agentContractsQuery = (query: ContractListQuery) =>
  queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: () => getAgentContracts(query),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
export const useAgentContracts = (query: ContractListQuery) => useQuery(agentContractsQuery(query));
