import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { apiClient } from '@site/shared';
import { i18n } from '../app/i18n';

export interface FakeCall {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}

type Route = (
  call: FakeCall,
) => { status?: number; value?: unknown; code?: string; message?: string } | undefined;

/**
 * Answers the one API client from `route` (method + url): components run their real fetchers, parsers and
 * query hooks; only the network is replaced. Returns the calls made.
 */
export function fakeApi(route: Route): FakeCall[] {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const answer = route(call) ?? { status: 404, code: 'NOT_FOUND', message: 'not found' };
    const status = answer.status ?? 200;
    const data =
      status < 400
        ? { success: true, value: answer.value ?? null, message: null, code: 'OK' }
        : {
            success: false,
            value: answer.value ?? null,
            message: answer.message ?? answer.code,
            code: answer.code,
          };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
        status,
        statusText: 'error',
        headers: {},
        config,
        data,
      });
    }
    return { status, statusText: 'OK', headers: {}, config, data };
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}
