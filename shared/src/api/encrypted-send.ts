import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { HPKE_KEYS_PATH, callPath } from '../schemas/encrypted-calls';
import type { EncryptedExchange } from './hpke';

/** One exchange (key set cache) per origin: the page's own is '' (relative URLs). */
const exchanges = new Map<string, Promise<EncryptedExchange>>();

/**
 * Sends an encrypted call (docs/adr/011-encrypted-calls.md) through the one axios instance: the HPKE code is its
 * own chunk, loaded on the first encrypted call (login, registration, password), never on a page that makes none.
 * Resolves with the status and the opened answer for every status; the caller reads the envelope as usual.
 */
export async function sendEncrypted(
  client: AxiosInstance,
  config: AxiosRequestConfig,
): Promise<{ status: number; body: unknown }> {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(config.url ?? '')?.[0] ?? '';
  let exchange = exchanges.get(origin);
  if (!exchange) {
    exchange = import(/* webpackChunkName: "hpke" */ './hpke').then(({ createEncryptedExchange }) =>
      createEncryptedExchange({
        fetchKeys: async () => (await client.get<unknown>(`${origin}${HPKE_KEYS_PATH}`)).data,
      }),
    );
    exchanges.set(origin, exchange);
    exchange.catch(() => exchanges.delete(origin));
  }
  const method = (config.method ?? 'POST').toUpperCase();
  // This call's own URL, headers and options; only the body is replaced by its sealed form.
  const send = async (_method: string, _path: string, body: unknown) => {
    const response = await client.request<unknown>({
      ...config,
      method,
      data: body,
      validateStatus: () => true,
    });
    return { status: response.status, data: response.data };
  };
  const { status, data } = await (await exchange).call(method, callPath(config.url ?? ''), config.data, send);
  return { status, body: data };
}
