import { useEffect, useState } from 'react';
import { serverNow, TICK_MS } from '../../features/lottery-panel/model/panel-rules';
import type { ClockSample } from '../api/lottery-api';

/**
 * The server's "now" in milliseconds, ticking every second: the device clock only measures time elapsed since the
 * last answer (SPEC §4: the countdown never trusts the device clock).
 */
export function useServerNow(sample: ClockSample | undefined): number | null {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setLocal(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  if (!sample) return null;
  return serverNow(
    Math.max(local, sample.receivedAt),
    sample.serverTime,
    sample.receivedAt,
    sample.roundTripMs,
  );
}
