import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@site/shared';

/**
 * Fakes only the HTTP layer: the single axios client's adapter answers from a route map, so the product code
 * (api files, client envelope handling, 401 handling) runs for real. Keys are "METHOD /path".
 */
export interface MockReply {
  status?: number;
  body: unknown;
}
export type MockHandler = (request: {
  body: unknown;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
}) => MockReply | Promise<MockReply>;

export interface HttpCall {
  method: string;
  url: string;
  body: unknown;
  at: number;
}

export function ok(value: unknown): MockReply {
  return { status: 200, body: { success: true, value, message: null, code: 'OK' } };
}

export function fail(status: number, code: string, message: string, value: unknown = null): MockReply {
  return { status, body: { success: false, value, message, code } };
}

export function mockHttp(routes: Record<string, MockHandler>) {
  const calls: HttpCall[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0] ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body, at: Date.now() });
    const handler = routes[`${method} ${url}`];
    const reply = handler
      ? await handler({
          body,
          params: (config.params ?? {}) as Record<string, unknown>,
          headers: config.headers.toJSON(),
        })
      : fail(404, 'NOT_FOUND', `no mock for ${method} ${url}`);
    const status = reply.status ?? 200;
    const response = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key),
    set(key: string, handler: MockHandler) {
      routes[key] = handler;
    },
    restore() {
      apiClient.defaults.adapter = original;
    },
  };
}
