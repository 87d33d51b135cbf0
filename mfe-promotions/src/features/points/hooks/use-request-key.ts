import { useMemo, useRef } from 'react';
import { ApiError } from '@site/shared';

/**
 * The request key of one intended redemption: made on the first submit and sent again with every retry, so a lost
 * answer never spends points twice. Only an answer ends it — success, or a 4xx refusal (nothing was spent). A lost
 * answer or a 5xx keeps it: the redemption may exist, and submitting again asks about the same one.
 */
export function useRequestKey(): { take: () => string; settle: (error?: unknown) => void; drop: () => void } {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      take: () => (key.current ??= `rd-${crypto.randomUUID()}`),
      settle: (error?: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (error === undefined || refused) key.current = null;
      },
      /** Another reward is another intent. */
      drop: () => {
        key.current = null;
      },
    }),
    [],
  );
}
