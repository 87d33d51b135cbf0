import { useCallback, useRef } from 'react';

/** Wraps `fn` so calls closer than `gapMs` to the last accepted one are dropped (not queued). */
export function useThrottle<A extends unknown[]>(
  fn: (...args: A) => void,
  gapMs: number,
): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < gapMs) return;
      last.current = now;
      latest.current(...args);
    },
    [gapMs],
  );
}
