import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { on, resetBusForTests } from '../bus/bus';
import { useSessionStore } from '../session/session-store';
import { apiGet, apiPost } from './api-client';
import { ApiError } from './api-error';

// A real HTTP server answering like the platform API, so the client's real transport is exercised.
let server: http.Server;
let base = '';
const seenAuthorization: (string | undefined)[] = [];

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') return send(res, 204, '');
    seenAuthorization.push(req.headers.authorization);
    switch (req.url) {
      case '/ok':
        return send(res, 200, { success: true, value: { sumBalance: 12.5 }, message: null, code: 'OK' });
      case '/business-error':
        return send(res, 400, { success: false, value: { field: 'x' }, message: 'Bad input', code: 'VALIDATION_FAILED' });
      case '/soft-error':
        return send(res, 200, { success: false, value: null, message: 'Nope', code: 'GAME_CLOSED' });
      case '/unauthorized':
        return send(res, 401, { success: false, value: null, message: 'Log in', code: 'NOT_LOGGED_IN' });
      default:
        return send(res, 502, '<html>bad gateway</html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  resetBusForTests();
  seenAuthorization.length = 0;
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('api client', () => {
  it('resolves with the envelope value and sends the bearer token', async () => {
    useSessionStore.getState().setSession({ token: 'tok-1' });
    await expect(apiGet(`${base}/ok`)).resolves.toEqual({ sumBalance: 12.5 });
    expect(seenAuthorization).toEqual(['Bearer tok-1']);
  });

  it('sends no Authorization header without a session', async () => {
    await apiPost(`${base}/ok`, { a: 1 });
    expect(seenAuthorization).toEqual([undefined]);
  });

  it('normalises a 4xx envelope into ApiError with status, code, message and value', async () => {
    const error = await rejection(apiGet(`${base}/business-error`));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Bad input', value: { field: 'x' } });
  });

  it('treats a 2xx envelope with success false as an error', async () => {
    const error = await rejection(apiGet(`${base}/soft-error`));
    expect(error).toMatchObject({ status: 200, code: 'GAME_CLOSED' });
  });

  it('gives a non-envelope failure a client code', async () => {
    const error = await rejection(apiGet(`${base}/gateway`));
    expect(error).toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
  });

  it('on 401 clears the session and emits session:expired', async () => {
    const expired = jest.fn();
    on('session:expired', expired);
    useSessionStore.getState().setSession({ token: 'old', account: 'demo' });
    const error = await rejection(apiGet(`${base}/unauthorized`));
    expect(error.code).toBe('NOT_LOGGED_IN');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().account).toBeNull();
    expect(expired).toHaveBeenCalledWith({ code: 'NOT_LOGGED_IN' });
  });

  it('a visitor without a session getting 401 is not told a session expired', async () => {
    const expired = jest.fn();
    on('session:expired', expired);
    await rejection(apiGet(`${base}/unauthorized`));
    expect(expired).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    // jsdom logs the refused connection itself; the assertion below is what matters.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // timeout 0: jsdom's XHR keeps its timeout timer after a network error, holding jest open 30 s.
    const error = await rejection(apiGet('http://127.0.0.1:1/nothing', { timeout: 0 }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    consoleError.mockRestore();
  });
});
