import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { depositMarkPaidResultSchema, type DepositMarkPaidRequest } from '@site/shared/schemas/operator';

/** Credits an order once after staff found the payment at the gateway (409 when it is already settled). */
export const markDepositPaid = (orderId: number, body: DepositMarkPaidRequest) =>
  fetchParsed(depositMarkPaidResultSchema, {
    method: 'POST',
    url: `/wps/admin/deposits/${orderId}/mark-paid`,
    data: body,
  });

export function useMarkDepositPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; memberId: number } & DepositMarkPaidRequest) =>
      markDepositPaid(input.orderId, { gatewayReference: input.gatewayReference, reason: input.reason }),
    onSettled: (_answer, _error, input) => {
      void client.invalidateQueries({ queryKey: ['bo', 'deposits'] });
      void client.invalidateQueries({ queryKey: ['bo', 'dashboard'] });
      void client.invalidateQueries({ queryKey: ['bo', 'member', input.memberId] });
    },
  });
}
