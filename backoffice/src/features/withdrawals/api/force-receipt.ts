import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { withdrawalReceiptSchema } from '@site/shared/schemas';

/**
 * Forced receipt: after checking with the gateway that the money arrived, staff settle the dispute as received
 * (final, never reversed; audited `withdrawal.force-receipt`).
 */
export const forceReceipt = (orderId: number) =>
  fetchParsed(withdrawalReceiptSchema, {
    method: 'POST',
    url: `/wps/admin/withdrawals/${orderId}/receipt/force`,
  });

export function useForceReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forceReceipt,
    onSettled: () => void client.invalidateQueries({ queryKey: ['bo', 'withdrawals'] }),
  });
}
