import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api';

export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Answer = { status?: number; value?: unknown; code?: string };
export type FakeHandler = (call: FakeCall) => Answer | Promise<Answer>;

/**
 * Answers an app's API calls in component tests at the HTTP level, so the real fetchers, zod parsing and TanStack
 * Query run; only the network is replaced (the shared client's adapter). Routes are `METHOD /path` (each app keeps
 * its own table beside its tests); an unknown route answers 404. A handler may return a promise that never settles
 * (a call left pending) or throw (a network failure). Returns the calls made, in order.
 */
export function fakeApi(routes: Record<string, FakeHandler>): FakeCall[] {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    const answer = handler ? await handler(call) : { status: 404, code: 'NOT_FOUND' };
    const status = answer.status ?? 200;
    const data = {
      success: status < 400,
      code: answer.code ?? 'OK',
      message: null,
      value: answer.value ?? null,
    };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('fail', 'ERR_BAD_REQUEST', config, null, {
        data,
        status,
        statusText: '',
        headers: {},
        config,
      });
    }
    return { data, status, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

/** The calls made to one route (`METHOD /path`), in order. */
export const callsTo = (calls: FakeCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.url}` === route);

/** A call that never answers: the page stays on its loading state. */
export const pending: FakeHandler = () => new Promise<Answer>(() => undefined);
