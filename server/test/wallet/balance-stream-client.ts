import { balanceResultSchema, type BalanceResult } from '@site/shared/schemas';

/** A member's open balance stream, read as a browser tab reads it (fetch + the SSE text format). */
export interface BalanceStream {
  status: number;
  /** Resolves with the next balance event (or rejects after `timeoutMs`). */
  next(timeoutMs?: number): Promise<BalanceResult>;
  /** Events received and not yet taken by next(). */
  pending(): number;
  close(): void;
}

export async function openBalanceStream(baseUrl: string, token: string): Promise<BalanceStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/wps/v2/wallets/balance/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const queue: BalanceResult[] = [];
  const waiters: ((b: BalanceResult) => void)[] = [];
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
            if (!lines.includes('event: balance')) continue;
            const data = lines.find((l) => l.startsWith('data: '))!.slice(6);
            const balance = balanceResultSchema.parse(JSON.parse(data));
            const waiter = waiters.shift();
            if (waiter) waiter(balance);
            else queue.push(balance);
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    pending: () => queue.length,
    next(timeoutMs = 5_000) {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(onEvent), 1);
          reject(new Error(`no balance event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onEvent = (b: BalanceResult) => {
          clearTimeout(timer);
          resolve(b);
        };
        waiters.push(onEvent);
      });
    },
    close: () => abort.abort(),
  };
}
