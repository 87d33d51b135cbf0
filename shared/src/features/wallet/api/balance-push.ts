import { emit } from '../../../bus/bus';
import { balanceResultSchema, type BalanceResult } from '../../../schemas/wallet';
import { getQueryClient } from '../../../query/query-client';
import { queryKeys } from '../../../query/query-keys';
import { getSessionToken, useSessionStore } from '../../../session/session-store';

export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits Server-Sent Events text into complete events; `rest` is an unfinished event to prepend to the next chunk.
 * Comments (`: ping`) and `retry:` lines carry no event.
 */
export function parseServerSentEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The figure pushed by the server becomes the cached answer and the bus event the header renders (ADR 007). */
function publish(balance: BalanceResult): void {
  getQueryClient().setQueryData(queryKeys.balance(), balance);
  emit('wallet:balance-changed', { sumBalance: balance.sumBalance, currency: balance.currency });
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Keeps one stream of `GET /wps/v2/wallets/balance/events` open while `token` is the session's: deposits, wins
 * settled later and operator adjustments reach the header of every open tab without a reload (docs/payments.md
 * "Balance push"). fetch, not EventSource: EventSource cannot send the bearer token. Reconnects with back-off; the
 * server sends the current figure on each (re)connection, so nothing missed while offline stays missed. Returns the
 * stop function.
 */
export function startBalancePush(token: string): () => void {
  let stopped = false;
  let attempt = 0;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async (): Promise<void> => {
    abort = new AbortController();
    try {
      const res = await fetch('/wps/v2/wallets/balance/events', {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
        cache: 'no-store',
      });
      // A session that ended is the rest of the app's business (the next call gets 401 and says so).
      if (res.status === 401 || res.status === 403) return;
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        attempt = 0;
        const parsed = parseServerSentEvents(buffer + value);
        buffer = parsed.rest;
        for (const e of parsed.events) {
          if (e.event !== 'balance') continue;
          const balance = balanceResultSchema.safeParse(JSON.parse(e.data));
          if (balance.success) publish(balance.data);
        }
      }
    } catch {
      // Network gone, server restarting, or stopped by us: the retry below (unless stopped) covers it.
    }
    if (stopped || getSessionToken() !== token) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 30_000;
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
  };

  void connect();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    abort?.abort();
  };
}

/**
 * Runs the push for whoever is logged in, for the page's lifetime: restarts on a new token, stops on logout. The
 * shell calls it once at start-up.
 */
export function followSessionBalance(): () => void {
  // Without streaming fetch (old browsers, jsdom in unit tests) the balance still refreshes on the user's actions.
  if (typeof fetch !== 'function' || typeof TextDecoderStream === 'undefined') return () => undefined;
  let current: { token: string; stop: () => void } | null = null;
  const follow = (token: string | null) => {
    if (current?.token === token) return;
    current?.stop();
    current = token ? { token, stop: startBalancePush(token) } : null;
  };
  follow(useSessionStore.getState().token ?? null);
  const off = useSessionStore.subscribe((s) => follow(s.token ?? null));
  return () => {
    off();
    current?.stop();
    current = null;
  };
}
