import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, getQueryClient } from '@site/shared';

export interface MockCall {
  method: string;
  url: string;
  params?: unknown;
  data?: unknown;
}

type Handler = (call: MockCall) => { status?: number; body: unknown } | unknown;

/** Success envelope. */
export const okBody = (value: unknown) => ({ success: true, value, message: null, code: 'OK' });
/** Failure envelope with a code (the client turns it into an ApiError). */
export const failBody = (code: string, status = 409) => ({
  status,
  body: { success: false, value: null, message: code, code },
});

/**
 * Answers the one API client from `routes` ("GET /wps/promotions" → value or { status, body }), without a
 * network: the real fetchParsed + shared schemas run on the answers. Returns the calls made.
 */
export function mockApi(routes: Record<string, Handler>): MockCall[] {
  const calls: MockCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const data = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, params: config.params, data };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const answer = handler ? handler(call) : failBody('NOT_FOUND', 404);
    const full =
      answer && typeof answer === 'object' && 'body' in answer
        ? (answer as { status?: number; body: unknown })
        : { status: 200, body: okBody(answer) };
    const status = full.status ?? 200;
    const response = { data: full.body, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('mock', String(status), config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

export function resetApi(): void {
  getQueryClient().clear();
}
