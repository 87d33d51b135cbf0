import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { z } from 'zod';
import { contractRequestSchema, type ContractKind } from '@site/shared/schemas';

export const REQUEST_HISTORY_PAGE_SIZE = 10;

/**
 * The answer's shape, `contractRequestHistorySchema` of `@site/shared/schemas`, built here from the older
 * `contractRequestSchema` instead of imported: `@site/shared` is a singleton the live shell serves, and a shell built
 * before that export existed hands this remote `undefined` (docs/decisions.md "Remotes and the shared package" — found
 * by the agent pages' e2e walk). A test checks that the two agree.
 */
export const historySchema = z.object({
  items: z.array(contractRequestSchema.extend({ direction: z.enum(['sent', 'received']) })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** `GET /wps/agent/contract-requests/history`: closed requests of one kind I sent or received, latest closed first. */
export const getContractRequestHistory = (kind: ContractKind, page: number) =>
  fetchParsed(historySchema, {
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
