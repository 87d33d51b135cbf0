import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { lotteryMyOrdersResultSchema } from '@site/shared/schemas';

/** `GET /lgw/lottery/orders`: the member's orders (of one game, or all): the board's and the panel's "my orders". */
export function fetchMyLotteryOrders(gameCode: string | undefined, pageNo = 1, pageSize = 20) {
  return fetchParsed(lotteryMyOrdersResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/orders',
    params: { ...(gameCode ? { gameCode } : {}), pageNo, pageSize },
  });
}

/** Every orders entry starts with this key: placing a slip invalidates them all. */
export const MY_LOTTERY_ORDERS_KEY = queryKeys.user('lottery', 'orders');

export const myLotteryOrdersQuery = (gameCode: string | undefined, issueKey = '') =>
  queryOptions({
    queryKey: queryKeys.user('lottery', 'orders', gameCode ?? 'ALL', issueKey),
    queryFn: () => fetchMyLotteryOrders(gameCode),
    staleTime: 0,
  });

export function useMyLotteryOrders(gameCode: string | undefined, enabled: boolean, issueKey?: string) {
  return useQuery({
    ...myLotteryOrdersQuery(gameCode, issueKey ?? ''),
    enabled,
    // The issue rolling over changes the key: keep showing the last list instead of a skeleton meanwhile.
    placeholderData: keepPreviousData,
    // Pending orders settle within seconds of the draw: look again while any is pending.
    refetchInterval: (query) =>
      query.state.data?.orders.some((o) => o.status === 'pending') ? 5_000 : false,
  });
}
