import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { lotteryIssueActionResultSchema } from '@site/shared/schemas/operator';
import { lotteryKeys } from './lottery-keys';

export type IssueAction = 'cancel' | 'settle';

/**
 * Cancel (every pending order refunded through the ledger) or re-run settlement (pays only what is still pending),
 * with the reason the audit row keeps. A second cancel answers 409 LOTTERY_ISSUE_STATE_INVALID.
 */
export const actOnIssue = (input: {
  gameCode: string;
  issueNo: string;
  action: IssueAction;
  reason: string;
}) =>
  fetchParsed(lotteryIssueActionResultSchema, {
    method: 'POST',
    url: `/wps/admin/lottery/issues/${encodeURIComponent(input.gameCode)}/${encodeURIComponent(input.issueNo)}/${input.action}`,
    data: { reason: input.reason },
  });
export const useActOnIssue = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnIssue,
    onSettled: () => void client.invalidateQueries({ queryKey: lotteryKeys.all() }),
  });
};
