import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, getQueryClient } from '@site/shared';

type Handler = (config: InternalAxiosRequestConfig) => { status?: number; value: unknown; code?: string };

/**
 * Answers the remote's API calls in component tests at the HTTP level, so the real fetchers, zod parsing and
 * TanStack Query run. Routes are `METHOD /path` (query string ignored); each call is recorded.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const handler = routes[key];
    const r = handler ? handler(config) : { status: 404, value: null, code: 'NOT_FOUND' };
    const status = r.status ?? 200;
    const data = { success: status < 400, code: r.code ?? 'OK', message: null, value: r.value };
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
  getQueryClient().clear();
  return calls;
}

export const NO_CONTRACTS = {
  'GET /wps/member/info/funds/consolidated': () => ({
    value: { dividend: false, dailySalary: true, hourlySalary: false, realTimeSalary: false },
  }),
  'GET /wps/agent/contracts': () => ({ value: [] }),
  'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
  'GET /wps/agent/contract-requests/history': () => ({
    value: { items: [], total: 0, page: 1, pageSize: 10 },
  }),
};
