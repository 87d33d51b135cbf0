import { useMemo, useRef } from 'react';
import { ApiError } from '@site/shared';

/** A refusal is final for its key: the server answered 4xx and moved nothing. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The idempotency key of one intended money move (docs/payments.md): made on the first press and sent again with
 * every retry of it, so a lost answer never moves money twice. Only an answer ends it — success, or a refusal. A lost
 * answer (no response, a timeout) or a 5xx keeps it: the money may have moved, and pressing again asks about the same
 * move instead of making a second one.
 */
export function useRetryKey(): { take: () => string; settle: (error?: unknown) => void } {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      take: () => (key.current ??= crypto.randomUUID()),
      settle: (error?: unknown) => {
        if (error === undefined || isRefusal(error)) key.current = null;
      },
    }),
    [],
  );
}
