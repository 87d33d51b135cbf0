import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { lossStatementPageSchema } from '@site/shared/schemas';

export interface LossStatementsParams {
  from: string;
  to: string;
  member?: string;
  page: number;
  pageSize: number;
}

/** `GET /wps/agent/team/loss-statements`: per member of my subtree, bets settled in the range, with totals. */
export const getLossStatements = ({ member, ...q }: LossStatementsParams) =>
  fetchParsed(lossStatementPageSchema, {
    method: 'GET',
    url: '/wps/agent/team/loss-statements',
    params: member ? { ...q, member } : q,
  });

export const lossStatementsQuery = (q: LossStatementsParams) =>
  queryOptions({
    queryKey: ['agent', 'loss-statements', q] as const,
    queryFn: () => getLossStatements(q),
    staleTime: 30_000,
  });

/** Keeps the previous page on screen while the next one loads (no flash of skeletons when paging). */
export const useLossStatements = (q: LossStatementsParams) =>
  useQuery({ ...lossStatementsQuery(q), placeholderData: keepPreviousData });
