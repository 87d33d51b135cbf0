import { chatMessageSchema, type ChatMessage } from '@site/shared/schemas';

export interface ChatEvent {
  event: 'history' | 'message' | 'deleted';
  messages: ChatMessage[];
  receivedAt: number;
}

/** A chat room's stream read as the widget reads it (fetch + the SSE text format). */
export interface ChatStream {
  status: number;
  /** The next event of one of `kinds` (others are skipped), or a rejection after `timeoutMs`. */
  next(kinds?: ChatEvent['event'][], timeoutMs?: number): Promise<ChatEvent>;
  close(): void;
}

export async function openChatStream(
  baseUrl: string,
  room: string,
  options: { token?: string; sinceId?: number } = {},
): Promise<ChatStream> {
  const abort = new AbortController();
  const query = options.sinceId === undefined ? '' : `?sinceId=${options.sinceId}`;
  const res = await fetch(`${baseUrl}/wps/chat/rooms/${room}/events${query}`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    signal: abort.signal,
  });
  const queue: ChatEvent[] = [];
  const waker: { wake: (() => void) | null } = { wake: null };
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            if (!data || (event !== 'history' && event !== 'message' && event !== 'deleted')) continue;
            const parsed: unknown = JSON.parse(data);
            const messages =
              event === 'history'
                ? chatMessageSchema.array().parse((parsed as { messages: unknown }).messages)
                : [chatMessageSchema.parse(parsed)];
            queue.push({ event, messages, receivedAt: Date.now() });
            waker.wake?.();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    async next(kinds = ['history', 'message', 'deleted'], timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = queue.findIndex((e) => kinds.includes(e.event));
        if (i >= 0) return queue.splice(i, 1)[0]!;
        queue.length = 0;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${kinds.join('/')} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waker.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => abort.abort(),
  };
}
