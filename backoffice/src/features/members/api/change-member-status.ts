import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { memberStatusSchema, type MemberStatusAction } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

/** Lock, unlock or force a password change, with the reason the audit keeps (docs/back-office.md "Member status"). */
export const changeMemberStatus = (input: { id: number; action: MemberStatusAction; reason: string }) =>
  fetchParsed(memberStatusSchema, {
    method: 'POST',
    url: `/wps/admin/members/${input.id}/${input.action}`,
    data: { reason: input.reason },
  });

export function useChangeMemberStatus(memberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMemberStatus,
    onSettled: () => void client.invalidateQueries({ queryKey: boKeys.member(memberId) }),
  });
}
