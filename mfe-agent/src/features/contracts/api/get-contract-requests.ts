import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractRequestListSchema } from '@site/shared/schemas';

/**
 * `GET /wps/agent/contract-requests`: my open requests to my upline (`sent`) and the open ones my direct
 * downlines sent me (`received`) — the server shows a request only to its member and its direct upline.
 */
export const getContractRequests = () =>
  fetchParsed(contractRequestListSchema, { method: 'GET', url: '/wps/agent/contract-requests' });

export const contractRequestsQuery = () =>
  queryOptions({
    queryKey: ['agent', 'contract-requests'] as const,
    queryFn: getContractRequests,
    staleTime: 30_000,
  });

export const useContractRequests = () => useQuery(contractRequestsQuery());
