import { useSyncExternalStore } from 'react';
import { serverNow, TICK_MS } from './model/panel-rules';
import type { ClockSample } from './api/get-lottery-menu';

// One ticker for every clock on the page: each countdown subscribes to it, so a panel of 41 cards re-renders its
// 41 countdowns in one commit per second, not one interval (and one commit) per card. It runs only while
// something listens (docs/performance.md "Main thread").
const listeners = new Set<() => void>();
let tick = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    tick = Date.now();
    timer = setInterval(() => {
      tick = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentTick = () => tick;
const stayStill = () => () => undefined;

/**
 * The server's "now" in milliseconds, ticking every second: the device clock only measures time elapsed since the
 * last answer (docs/lottery.md "Front": the countdown never trusts the device clock).
 *
 * With `ticking: false` it does not re-render each second: it gives the time of its render (at the latest the last
 * answer's). For what changes far more slowly than a second (the panel's weekday) or cannot be seen (a countdown
 * scrolled out of view): on home each second's commit of ~40 countdowns was a long task on a phone, every second, so
 * the page never went quiet (docs/performance.md "Main thread").
 */
export function useServerNow(
  sample: ClockSample | undefined,
  { ticking = true }: { ticking?: boolean } = {},
): number | null {
  const local = useSyncExternalStore(ticking ? subscribe : stayStill, currentTick, currentTick);
  if (!sample) return null;
  return serverNow(
    Math.max(local, sample.receivedAt),
    sample.serverTime,
    sample.receivedAt,
    sample.roundTripMs,
  );
}
