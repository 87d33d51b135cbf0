import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { on, resetBusForTests } from '../bus/bus';
import { useSessionStore } from '../session/session-store';
import { bootAnswerKey, bootPayloadScript, resetBootAnswersForTests } from '../platform/boot-answers';
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
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method === 'OPTIONS') return send(res, 204, '');
  seenAuthorization.push(req.headers.authorization);
  switch (req.url?.split('?')[0]) {
    case '/ok':
      return send(res, 200, { success: true, value: { sumBalance: 12.5 }, message: null, code: 'OK' });
    case '/business-error':
      return send(res, 400, {
        success: false,
        value: { field: 'x' },
        message: 'Bad input',
        code: 'VALIDATION_FAILED',
      });
    case '/soft-error':
      return send(res, 200, { success: false, value: null, message: 'Nope', code: 'GAME_CLOSED' });
    case '/unauthorized':
      return send(res, 401, { success: false, value: null, message: 'Log in', code: 'NOT_LOGGED_IN' });
    default:
      return send(res, 502, '<html>bad gateway</html>');
  }
}

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
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad input',
      value: { field: 'x' },
    });
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

describe('answers the page came with (platform/boot-answers.ts)', () => {
  const seenUrls: string[] = [];
  const servePage = (answers: Record<string, unknown>) => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = bootPayloadScript({ language: 'en', answers });
    resetBootAnswersForTests();
  };
  beforeEach(() => {
    seenUrls.length = 0;
    server.on('request', (req: http.IncomingMessage) => seenUrls.push(req.url ?? ''));
  });
  afterEach(() => {
    server.removeAllListeners('request');
    server.on('request', handler);
    document.body.innerHTML = '';
    resetBootAnswersForTests();
  });

  it('a GET the page answered resolves from the page once, then asks the server', async () => {
    servePage({
      [bootAnswerKey(`${base}/ok`, { b: '2', a: '1' })]: {
        success: true,
        value: { sumBalance: 99 },
        message: null,
        code: 'OK',
      },
    });
    await expect(apiGet(`${base}/ok`, { params: { a: '1', b: '2' } })).resolves.toEqual({ sumBalance: 99 });
    expect(seenUrls).toEqual([]);
    await expect(apiGet(`${base}/ok`, { params: { a: '1', b: '2' } })).resolves.toEqual({ sumBalance: 12.5 });
    expect(seenUrls).toEqual(['/ok?a=1&b=2']);
  });

  it('a failure envelope in the page is the same error the server would have given', async () => {
    servePage({
      [`${base}/soft-error`]: { success: false, value: null, message: 'Nope', code: 'GAME_CLOSED' },
    });
    await expect(rejection(apiGet(`${base}/soft-error`))).resolves.toMatchObject({
      status: 200,
      code: 'GAME_CLOSED',
    });
    expect(seenUrls).toEqual([]);
  });

  it('a page in another language, or a POST, asks the server', async () => {
    servePage({ [`${base}/ok`]: { success: true, value: 'from the page', message: null, code: 'OK' } });
    await expect(apiPost(`${base}/ok`)).resolves.toEqual({ sumBalance: 12.5 });
    document.documentElement.lang = 'th';
    await expect(apiGet(`${base}/ok`)).resolves.toEqual({ sumBalance: 12.5 });
    expect(seenUrls).toEqual(['/ok', '/ok']);
  });
});
