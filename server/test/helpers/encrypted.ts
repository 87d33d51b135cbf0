import type { FastifyInstance } from 'fastify';
import { HPKE_KEYS_PATH } from '@site/shared/schemas';
import { createEncryptedExchange, type EncryptedExchange } from '@site/shared/hpke';
import type { Envelope } from './accounts';

/**
 * An encrypted-call client over `app.inject` (docs/adr/011-encrypted-calls.md): the same exchange the browser uses
 * (key cache, clock offset, one resend on a stale key), so tests speak to the E calls as the site does.
 */
export function injectExchange(
  app: FastifyInstance,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): EncryptedExchange {
  return createEncryptedExchange({
    fetchKeys: async () => (await app.inject({ method: 'GET', url: HPKE_KEYS_PATH })).json(),
    send: async (method, path, body) => {
      const res = await app.inject({
        method: method as 'POST',
        url: path,
        payload: body,
        headers: options.headers,
        remoteAddress: options.remoteAddress,
      });
      return { status: res.statusCode, data: res.json() };
    },
  });
}

/** One encrypted call with a fresh exchange; the answer opened, in the shape of `call()`. */
export async function encryptedCall<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  options: {
    method: string;
    url: string;
    payload?: unknown;
    remoteAddress?: string;
    headers?: Record<string, string>;
  },
): Promise<{ status: number; body: Envelope<T> }> {
  const { status, data } = await injectExchange(app, options).call(
    options.method,
    options.url,
    options.payload,
  );
  return { status, body: data as Envelope<T> };
}
