import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@site/shared';
import { boI18n } from '../app/i18n';
import { boKeys } from '../lib/api/bo-keys';
import type { Staff } from '../lib/api/staff-contract';

export interface FakeCall {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}
type Answer = { status?: number; value?: unknown; code?: string; message?: string };

/** Answers the one API client by method + url: the real fetchers, parsers and hooks run; only the network is fake. */
export function fakeApi(route: (call: FakeCall) => Answer | undefined): FakeCall[] {
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
    const ok = status < 400;
    const data = {
      success: ok,
      value: answer.value ?? null,
      message: ok ? null : (answer.message ?? answer.code),
      code: ok ? 'OK' : answer.code,
    };
    if (!ok)
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
        status,
        statusText: 'error',
        headers: {},
        config,
        data,
      });
    return { status, statusText: 'OK', headers: {}, config, data };
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

/** Renders a desk signed in as `staff`, at `path`. */
export function renderDesk(ui: ReactNode, staff: Staff, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(boKeys.me(), staff);
  return render(
    <I18nextProvider i18n={boI18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

export const staffWith = (role: Staff['role'], permissions: Staff['permissions']): Staff => ({
  id: 7,
  account: role,
  displayName: `Test ${role}`,
  role,
  permissions,
});
