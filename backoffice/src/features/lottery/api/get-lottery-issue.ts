import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { lotteryAdminIssueDetailSchema } from '@site/shared/schemas/operator';
import { lotteryKeys } from './lottery-keys';

/** One issue: state, commit-reveal with the server's recomputation, what the ledger credited, its first orders. */
export const getLotteryIssue = (gameCode: string, issueNo: string) =>
  fetchParsed(lotteryAdminIssueDetailSchema, {
    method: 'GET',
    url: `/wps/admin/lottery/issues/${encodeURIComponent(gameCode)}/${encodeURIComponent(issueNo)}`,
  });
export const lotteryIssueQuery = (gameCode: string, issueNo: string) =>
  queryOptions({
    queryKey: lotteryKeys.issue(gameCode, issueNo),
    queryFn: () => getLotteryIssue(gameCode, issueNo),
    staleTime: 5_000,
  });
export const useLotteryIssue = (gameCode: string, issueNo: string) =>
  useQuery(lotteryIssueQuery(gameCode, issueNo));
