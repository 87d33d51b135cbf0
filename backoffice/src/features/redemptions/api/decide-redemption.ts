import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@site/shared';

/** Approve (cash rewards are paid in the same transaction) or reject (the points go back) a redemption. */
export function useDecideRedemption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: 'approve' | 'reject'; remark: string }) =>
      apiPost<unknown>(`/wps/admin/points/redemptions/${input.id}/${input.action}`, { remark: input.remark }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['bo', 'redemptions'] });
      void client.invalidateQueries({ queryKey: ['bo', 'dashboard'] });
    },
  });
}
