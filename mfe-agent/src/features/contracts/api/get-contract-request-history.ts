import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractRequestHistorySchema, type ContractKind } from '@site/shared/schemas';

export const REQUEST_HISTORY_PAGE_SIZE = 10;

/** `GET /wps/agent/contract-requests/history`: closed requests of one kind I sent or received, latest closed first. */
export const getContractRequestHistory = (kind: ContractKind, page: number) =>
  fetchParsed(contractRequestHistorySchema, {
    method: 'GET',
    url: '/wps/agent/contract-requests/history',
    params: { kind, page, pageSize: REQUEST_HISTORY_PAGE_SIZE },
  });

/**
 * Under the open requests' key: a dismiss or an offer invalidates `['agent', 'contract-requests']` and so reloads
 * the history too, where the request it closed now appears.
 */
export const contractRequestHistoryQuery = (kind: ContractKind, page: number) =>
  queryOptions({
    queryKey: ['agent', 'contract-requests', 'history', kind, page] as const,
    queryFn: () => getContractRequestHistory(kind, page),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useContractRequestHistory = (kind: ContractKind, page: number) =>
  useQuery(contractRequestHistoryQuery(kind, page));
