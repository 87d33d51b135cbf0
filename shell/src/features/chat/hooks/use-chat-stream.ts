import { useEffect, useState } from 'react';
import { getSessionToken, parseServerSentEvents } from '@site/shared';
import { chatMessageSchema, type ChatMessage } from '@site/shared/schemas';
import { mergeMessages } from '../model/merge-messages';

export type ChatStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface ChatStreamState {
  messages: ChatMessage[];
  status: ChatStreamStatus;
  /** The server's refusal of the room (banned, VIP only): its code and value (`until`). */
  refusal: { code: string; value: unknown } | null;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const historySchema = chatMessageSchema.array();

/**
 * The room's live stream (docs/chat.md "Transport"): Server-Sent Events read with fetch (EventSource cannot send the
 * token), as the balance push does. The first event is the history; after a drop it reconnects with `sinceId` = the
 * last id it holds, so the server sends only what was missed.
 */
export function useChatStream(room: string | null, token: string | null): ChatStreamState {
  const [state, setState] = useState<ChatStreamState>({ messages: [], status: 'connecting', refusal: null });

  useEffect(() => {
    if (!room || typeof fetch !== 'function' || typeof TextDecoderStream === 'undefined') return undefined;
    let stopped = false;
    let attempt = 0;
    let lastId = 0;
    let abort: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    setState({ messages: [], status: 'connecting', refusal: null });

    const take = (incoming: ChatMessage[]) => {
      for (const m of incoming) lastId = Math.max(lastId, m.id);
      setState((s) => ({ ...s, status: 'live', messages: mergeMessages(s.messages, incoming) }));
    };
    const onEvent = (event: string, data: string) => {
      const value: unknown = JSON.parse(data);
      if (event === 'history') {
        const parsed = historySchema.safeParse((value as { messages?: unknown }).messages);
        if (parsed.success) take(parsed.data);
      } else if (event === 'message' || event === 'deleted') {
        const parsed = chatMessageSchema.safeParse(value);
        if (parsed.success) take([parsed.data]);
      }
    };

    const connect = async (): Promise<void> => {
      abort = new AbortController();
      try {
        const query = lastId > 0 ? `?sinceId=${lastId}` : '';
        const res = await fetch(`/wps/chat/rooms/${encodeURIComponent(room)}/events${query}`, {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal: abort.signal,
          cache: 'no-store',
        });
        if (res.status === 401 || res.status === 403 || res.status === 404) {
          const body = (await res.json().catch(() => null)) as { code?: string; value?: unknown } | null;
          const refusal = { code: body?.code ?? 'NOT_FOUND', value: body?.value ?? null };
          setState((s) => ({ ...s, status: 'refused', refusal }));
          return;
        }
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          attempt = 0;
          const parsed = parseServerSentEvents(buffer + value);
          buffer = parsed.rest;
          for (const e of parsed.events) onEvent(e.event, e.data);
        }
      } catch {
        // Network gone, server restarting, or stopped by us: the retry below (unless stopped) covers it.
      }
      if (stopped || getSessionToken() !== token) return;
      setState((s) => ({ ...s, status: 'reconnecting' }));
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
  }, [room, token]);

  return state;
}
