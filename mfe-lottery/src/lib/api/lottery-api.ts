import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, refreshBalance } from '@site/shared';
import {
  fetchLotteryMenu,
  fetchLotteryResults,
  fetchLotteryVerify,
  fetchMyLotteryOrders,
  placeLotteryOrder,
  type LotteryGroup,
  type TimedMenu,
} from './lottery-fetchers';
import { nextMenuRefreshMs } from '../model/panel-rules';

export type { ClockSample, LotteryGroup, TimedMenu } from './lottery-fetchers';

// Query options and hooks over the lottery calls (lottery-fetchers.ts).

/**
 * Milliseconds (server clock) to the menu's next change: an on-sale issue's close (the next issue replaces it) or a
 * waiting issue's open (the previous one has drawn: a new result). Null when nothing is scheduled.
 */
export function soonestChangeMs(menu: TimedMenu, nowServerMs: number): number | null {
  let soonest: number | null = null;
  for (const g of menu.games) {
    if (!g.current || g.current.status !== 'open') continue;
    const openAt = Date.parse(g.current.openAt);
    const left = (nowServerMs < openAt ? openAt : Date.parse(g.current.closeAt)) - nowServerMs;
    if (left > 0 && (soonest === null || left < soonest)) soonest = left;
  }
  return soonest;
}

/**
 * The menu, refetched on the schedule of docs/lottery.md "Front" (7 s when the next change is under 7 s away, else min(30 s, soonest −
 * half the round trip)) so the next issue and the new result appear right after a close or a draw.
 * The delay is counted from when the answer arrived (TanStack Query starts the interval then), never from the current time:
 * the query restarts its interval whenever the computed value changes, and the countdown re-renders every second,
 * so a value that shrank with the clock restarted the timer each second and the refetch never came.
 */
/** Milliseconds after `menu` arrived to ask again: the same on every call for one answer. */
export function menuRefreshDelayMs(menu: TimedMenu): number {
  return nextMenuRefreshMs(soonestChangeMs(menu, Date.parse(menu.serverTime)), menu.roundTripMs);
}

export const lotteryMenuQuery = (group?: LotteryGroup) =>
  queryOptions({
    queryKey: queryKeys.site('lottery', 'menu', group ?? 'ALL'),
    queryFn: () => fetchLotteryMenu(group),
    staleTime: 0,
    refetchInterval: (query) => {
      const menu = query.state.data;
      if (!menu) return false;
      return menuRefreshDelayMs(menu);
    },
  });

export function useLotteryMenu(group?: LotteryGroup) {
  return useQuery(lotteryMenuQuery(group));
}

export const lotteryResultsQuery = (gameCode: string, limit = 20, issueKey = '') =>
  queryOptions({
    queryKey: queryKeys.site('lottery', 'results', gameCode, limit, issueKey),
    queryFn: () => fetchLotteryResults(gameCode, limit),
  });

/** Recent results; `issueKey` (the current issue number) changes when an issue closes, which refetches. */
export function useLotteryResults(gameCode: string, issueKey: string | undefined, limit = 20) {
  return useQuery({ ...lotteryResultsQuery(gameCode, limit, issueKey ?? ''), enabled: gameCode !== '' });
}

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

/** Places a slip; on success the member's orders and the header balance (through the bus) refresh. */
export function usePlaceLotteryOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeLotteryOrder,
    onSuccess: () => {
      // Not awaited: the slip clears at once; the orders list and the header balance catch up on their own.
      void client.invalidateQueries({ queryKey: queryKeys.user('lottery', 'orders') });
      refreshBalance().catch(() => undefined);
    },
  });
}

export function useLotteryVerify(gameCode: string, issueNo: string) {
  return useQuery({
    queryKey: queryKeys.site('lottery', 'verify', gameCode, issueNo),
    queryFn: () => fetchLotteryVerify(gameCode, issueNo),
    enabled: gameCode !== '' && issueNo !== '',
  });
}
