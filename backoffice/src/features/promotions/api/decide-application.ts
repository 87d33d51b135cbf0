import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@site/shared';

/** Approve (the bonus is credited in the same transaction) or reject, with a remark the member sees. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; action: 'approve' | 'reject'; remark: string }) =>
      apiPost<unknown>(`/wps/admin/promotions/applications/${input.id}/${input.action}`, {
        remark: input.remark,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['bo', 'promotions'] });
      void client.invalidateQueries({ queryKey: ['bo', 'dashboard'] });
    },
  });
}
