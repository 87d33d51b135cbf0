/** How recent an answer a mounting page takes as it is: the overlay's own request for the page (page-data.ts). */
export const JUST_ANSWERED_MS = 3_000;

/**
 * Options of money data that must be fresh whenever its page opens (balances, orders, limits): stale at once, so a
 * page asks again on mount — unless the answer came in the last few seconds. That answer is the overlay's own
 * request for a deep link's page, made beside the page's chunk (docs/performance.md "Deep links"); asking again
 * would fetch it twice and, for a page that showed a skeleton until then, show it later.
 */
export const freshOnMount = {
  staleTime: 0,
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    Date.now() - query.state.dataUpdatedAt > JUST_ANSWERED_MS,
} as const;
