import { useCallback, useEffect, useRef, useState } from 'react';

export const LOAD_MORE_DEBOUNCE_MS = 300;
export const LOAD_MORE_BUSY_MS = 500;

/**
 * docs/site-rules.md "Flows" paging: clicks are debounced 300 ms, then a 500 ms busy flag ignores further ones;
 * past the last page nothing happens.
 */
export function useLoadMore(pageNo: number, totalPages: number, onLoadMore: () => void) {
  const [busy, setBusy] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ pageNo, totalPages, onLoadMore, busy });
  latest.current = { pageNo, totalPages, onLoadMore, busy };

  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current);
      if (busyTimer.current) clearTimeout(busyTimer.current);
    },
    [],
  );

  const request = useCallback(() => {
    if (latest.current.busy) return;
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const now = latest.current;
      if (now.busy || now.pageNo >= now.totalPages) return;
      setBusy(true);
      latest.current.busy = true;
      now.onLoadMore();
      busyTimer.current = setTimeout(() => setBusy(false), LOAD_MORE_BUSY_MS);
    }, LOAD_MORE_DEBOUNCE_MS);
  }, []);

  return { request, busy, isLastPage: pageNo >= totalPages };
}
