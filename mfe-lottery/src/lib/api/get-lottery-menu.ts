import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { lotteryMenuResultSchema, type LotteryMenuResult } from '@site/shared/schemas';
import { nextMenuRefreshMs } from '../model/panel-rules';

// The lottery calls (docs/lottery.md "Calls"), each answer parsed by the shared schemas. Every answer carries the
// server's time; the menu also records when it arrived and how long the round trip took, so countdowns run on the
// server clock (panel-rules serverNow), never on the device's. The menu is read by every lottery feature (list,
// panel, board, regional page, verify), hence here in lib/api.

export type LotteryGroup = 'VN_SOUTH' | 'VN_CENTRAL' | 'VN_NORTH' | 'KENO' | 'FAST';

export interface ClockSample {
  serverTime: string;
  receivedAt: number;
  roundTripMs: number;
}

export type TimedMenu = LotteryMenuResult & ClockSample;

/** `GET /lgw/lottery/games`: the games of a group (or all) with their current and last issues. */
export async function fetchLotteryMenu(group?: LotteryGroup): Promise<TimedMenu> {
  const sentAt = Date.now();
  const menu = await fetchParsed(lotteryMenuResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/games',
    params: group ? { group } : {},
  });
  const receivedAt = Date.now();
  return { ...menu, receivedAt, roundTripMs: receivedAt - sentAt };
}

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
