import {
  ERROR_CODES,
  encryptedAnswerSchema,
  hpkeKeySetSchema,
  type EncryptedRequest,
  type HpkeKeySet,
} from '../../schemas';
import { sealRequest } from './seal-request';

export interface EncryptedTransport {
  /** GET the key set (the envelope's value or the whole envelope: both are read). */
  fetchKeys(): Promise<unknown>;
  /** Sends one sealed body; resolves with the status and the parsed JSON answer, whatever the status. */
  send?: SendSealed;
}

export type SendSealed = (
  method: string,
  path: string,
  body: EncryptedRequest,
) => Promise<{ status: number; data: unknown }>;

export interface EncryptedExchange {
  /**
   * Seals `body`, sends it (with `send`, or the transport's), opens the answer; a stale key is fetched again and the
   * call resent once.
   */
  call(
    method: string,
    path: string,
    body: unknown,
    send?: SendSealed,
  ): Promise<{ status: number; data: unknown }>;
  /** Drop the cached key set (the next call fetches it). */
  forget(): void;
}

/**
 * The client half of the encrypted calls (docs/adr/011-encrypted-calls.md), one for the browser's data layer and
 * for Node tools and tests alike: the key set is fetched once and kept, with the offset between the server's clock
 * and ours, and refetched when the server answers ENCRYPTION_KEY_STALE (keys rotate; the call is resent once).
 */
export function createEncryptedExchange(transport: EncryptedTransport): EncryptedExchange {
  let cached: Promise<{ keySet: HpkeKeySet; clockOffsetMs: number }> | null = null;

  const keys = () => {
    cached ??= transport.fetchKeys().then((answer) => {
      const value = (answer as { value?: unknown } | null)?.value ?? answer;
      const keySet = hpkeKeySetSchema.parse(value);
      return { keySet, clockOffsetMs: keySet.serverTime - Date.now() };
    });
    cached.catch(() => (cached = null));
    return cached;
  };

  async function attempt(method: string, path: string, body: unknown, send: SendSealed) {
    const { keySet, clockOffsetMs } = await keys();
    const sealed = await sealRequest(keySet, { method, path, body, clockOffsetMs });
    const { status, data } = await send(method, path, sealed.body);
    const answer = encryptedAnswerSchema.safeParse(data);
    // Refusals before the body was opened (stale key, tampered, replayed) come back plain.
    return { status, data: answer.success ? await sealed.openAnswer(status, answer.data) : data };
  }

  return {
    async call(method, path, body, send = transport.send) {
      if (!send) throw new Error('no transport to send the sealed body with');
      const first = await attempt(method, path, body, send);
      if ((first.data as { code?: unknown } | null)?.code !== ERROR_CODES.ENCRYPTION_KEY_STALE) return first;
      cached = null;
      return attempt(method, path, body, send);
    },
    forget() {
      cached = null;
    },
  };
}
