import { useCallback, useEffect, useRef, useState } from 'react';
import type { SmsResult } from '@site/shared/schemas';
import { ApiError } from '@site/shared';
import { useThrottle } from './use-throttle';

/** docs/site-rules.md "Limits": SMS button throttled to one press per 1000 ms; countdown 60 s per minute of code validity. */
export const SMS_THROTTLE_MS = 1000;

/** Seconds the button stays disabled after a send: login counts 60 s per minute of expiry, forgot until expiry. */
export function countdownSeconds(
  result: SmsResult,
  mode: 'per-minute' | 'until-expiry',
  now = Date.now(),
): number {
  if (mode === 'until-expiry') {
    const until = Date.parse(result.expirationTime);
    if (Number.isFinite(until)) return Math.max(0, Math.ceil((until - now) / 1000));
  }
  return Math.max(0, Math.round(60 * result.expiredMinutes));
}

/**
 * State of an SMS "send code" button. `send` performs the call; while counting down the button is disabled.
 * A failure leaves the button usable and exposes the server's message for the warning dialog (docs/site-rules.md "Errors").
 */
export function useSmsCountdown(
  send: () => Promise<SmsResult | null>,
  mode: 'per-minute' | 'until-expiry' = 'per-minute',
) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const start = (seconds: number) => {
    stop();
    setSecondsLeft(seconds);
    timer.current = setInterval(() => {
      setSecondsLeft((s) => {
        if (s <= 1) stop();
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  const press = useThrottle(() => {
    if (secondsLeft > 0 || sending) return;
    setSending(true);
    setError(null);
    send()
      .then((result) => {
        // null: the form refused to send (invalid number); nothing was sent, so no countdown.
        if (result) start(countdownSeconds(result, mode));
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e : new ApiError(0, 'UNKNOWN', String(e))))
      .finally(() => setSending(false));
  }, SMS_THROTTLE_MS);

  const clearError = useCallback(() => setError(null), []);
  return { secondsLeft, sending, error, press, clearError, disabled: secondsLeft > 0 || sending };
}
