import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { lotteryAdminIssuePageSchema } from '@site/shared/schemas/operator';
import { lotteryKeys } from './lottery-keys';

export interface IssueListQuery {
  gameCode?: string;
  state: string;
  page: number;
  pageSize: number;
}

/** Issues of a game and state, newest draw first, paged by the server. */
export const getLotteryIssues = (query: IssueListQuery) =>
  fetchParsed(lotteryAdminIssuePageSchema, {
    method: 'GET',
    url: '/wps/admin/lottery/issues',
    params: query,
  });
export const lotteryIssuesQuery = (query: IssueListQuery) =>
  queryOptions({
    queryKey: lotteryKeys.issues(query),
    queryFn: () => getLotteryIssues(query),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
export const useLotteryIssues = (query: IssueListQuery) => useQuery(lotteryIssuesQuery(query));
