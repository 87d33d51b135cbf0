import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, refreshBalance } from '@site/shared';
import { lotteryPlaceOrderResultSchema, type LotteryPlaceOrderBody } from '@site/shared/schemas';
import { MY_LOTTERY_ORDERS_KEY } from '../../../lib/api/get-my-lottery-orders';

/** `POST /lgw/lottery/orders`: places a slip (idempotent on its client key). */
export function placeLotteryOrder(body: LotteryPlaceOrderBody) {
  return fetchParsed(lotteryPlaceOrderResultSchema, {
    method: 'POST',
    url: '/lgw/lottery/orders',
    data: body,
  });
}

/** Places a slip; on success the member's orders and the header balance (through the bus) refresh. */
export function usePlaceLotteryOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeLotteryOrder,
    onSuccess: () => {
      // Not awaited: the slip clears at once; the orders list and the header balance catch up on their own.
      void client.invalidateQueries({ queryKey: MY_LOTTERY_ORDERS_KEY });
      refreshBalance().catch(() => undefined);
    },
  });
}
