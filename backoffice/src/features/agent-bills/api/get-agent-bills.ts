import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminAgentBillPageSchema } from '@site/shared/schemas/operator';
import { billKeys } from './bill-keys';

export interface BillListQuery {
  state: string;
  type: string;
  q?: string;
  page: number;
  pageSize: number;
}

/** Every upline's salary and dividend bills of a state, newest first, paged by the server. */
export const getAgentBills = (query: BillListQuery) =>
  fetchParsed(adminAgentBillPageSchema, { method: 'GET', url: '/wps/admin/agent/bills', params: query });
export const agentBillsQuery = (query: BillListQuery) =>
  queryOptions({
    queryKey: billKeys.list(query),
    queryFn: () => getAgentBills(query),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
export const useAgentBills = (query: BillListQuery) => useQuery(agentBillsQuery(query));
